"use client";
import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { platformLabel } from "@/lib/contract/platforms";
import { CHALLENGE_MINUTES, VERIFICATION_PROBLEMS } from "@/lib/contract/challenge";
import type { HandleVerification } from "@/lib/contract/verification";
import { VerifiedBadge } from "./verified-badge";

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

type Props = {
  v: HandleVerification;
  now: number;
  busy: boolean;
  codeforcesOffered: boolean;
  onStart: () => void;
  onCheck: () => void;
};

export function VerificationRow({ v, now, busy, codeforcesOffered, onStart, onCheck }: Props) {
  const label = platformLabel(v.platform);
  const problem = v.challenge?.problem ?? VERIFICATION_PROBLEMS[v.platform];
  const left = v.challenge ? new Date(v.challenge.expiresAt).getTime() - now : 0;
  const open = v.challenge?.state === "open" && left > 0;
  return (
    <li className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" data-platform={v.platform}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium">{label}</span> · {v.handle}
        </p>
        {v.verified ? <VerifiedBadge /> : null}
      </div>
      {v.verified ? null : v.claimedByAnother ? (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">This {label} handle is already verified by another user.</p>
      ) : open ? (
        <div className="mt-2 space-y-2 text-sm">
          <p>
            Submit any code that does not compile to{" "}
            <a href={problem.url} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline dark:text-brand-400">
              {problem.name}
              <ExternalLink className="ml-0.5 inline h-3 w-3" aria-hidden />
            </a>{" "}
            on {label}, signed in as {v.handle}. Time left: <span className="tabular-nums">{clock(left)}</span>
          </p>
          <p className="text-zinc-600 dark:text-zinc-400">We look for it on the next sync of your account.</p>
          <Button size="sm" onClick={onCheck} disabled={busy}>
            {busy ? "Checking..." : "I submitted it, check now"}
          </Button>
        </div>
      ) : (
        <div className="mt-2 space-y-2 text-sm">
          {v.challenge?.state === "expired" || (v.challenge?.state === "open" && left <= 0) ? (
            <p className="text-zinc-600 dark:text-zinc-400">
              The challenge ended without a compilation error from {v.handle}. Start it again.
            </p>
          ) : (
            <p className="text-zinc-600 dark:text-zinc-400">
              Prove it is yours: submit a compilation error to a problem we name, within {CHALLENGE_MINUTES} minutes.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={onStart} disabled={busy}>
              Verify {label} handle
            </Button>
            {v.platform === "codeforces" && codeforcesOffered ? (
              // A plain link, not a form: the answer redirects to Codeforces, which CSP's form-action would refuse.
              // eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page: a full navigation is wanted
              <a href="/api/verify/codeforces/start" className={buttonVariants({ size: "sm", variant: "secondary" })}>
                Sign in with Codeforces
              </a>
            ) : null}
          </div>
        </div>
      )}
    </li>
  );
}
