"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Card } from "@/components/ui/page-header";
import { failureReason } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import { CODEFORCES_RESULT_PARAM, CODEFORCES_RESULTS, type CodeforcesResult } from "@/lib/contract/challenge";
import type { HandleVerification } from "@/lib/contract/verification";
import type { PlatformId } from "@/lib/contract/platforms";
import { useApiMutation, useApiQuery } from "@/lib/hooks/use-api-query";
import { useBrowserValue } from "@/lib/hooks/use-browser-value";
import { useNow } from "@/lib/hooks/use-now";
import { VerificationRow } from "./verification-row";

const PATH = "/profile/verification";

/** So a page rendered on the server seconds ago does not read it again. */
const VERIFICATION_FRESH_MS = 10_000;

function useCodeforcesResult(): CodeforcesResult | null {
  const value = useBrowserValue(() => new URLSearchParams(window.location.search).get(CODEFORCES_RESULT_PARAM), null);
  return value && Object.hasOwn(CODEFORCES_RESULTS, value) ? (value as CodeforcesResult) : null;
}

/** docs/decisions/013-handle-verification.md; polled every 5 s while a challenge is open. */
export function VerificationSection({ codeforcesOffered, renderedAt }: { codeforcesOffered: boolean; renderedAt?: number }) {
  const client = useQueryClient();
  const now = useNow(1000, renderedAt);
  const last = client.getQueryState<{ verifications: HandleVerification[] }>(apiKey(PATH));
  const anyOpen = (last?.data?.verifications ?? []).some((v) => !v.verified && v.challenge?.state === "open");
  // A save of new handles marks it stale (handles-section.tsx).
  const query = useApiQuery(PATH, { refetchInterval: anyOpen ? 5000 : false, staleTime: VERIFICATION_FRESH_MS });
  const start = useApiMutation("/profile/verification/start");
  const check = useApiMutation("/profile/verification/check");
  const [error, setError] = useState<string | null>(null);
  const result = useCodeforcesResult();

  async function run(action: typeof start | typeof check, platform: PlatformId) {
    setError(null);
    const res = await action.mutateAsync({ platform });
    if (!res.ok) {
      setError(failureReason(res) ?? "That did not work. Try again.");
      return;
    }
    client.setQueryData(apiKey(PATH), res.data);
  }

  const verifications = query.data?.verifications ?? [];
  return (
    <section id="verify-handles" aria-labelledby="verify-title" className="scroll-mt-20">
      <Card>
        <h2 id="verify-title" className="mb-2 text-lg font-semibold">
          Verify your handles
        </h2>
        <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          A verified badge shows others a handle is really yours. Unverified handles still sync.
        </p>
        {result ? (
          <p role="status" className="mb-3 text-sm font-medium">
            {CODEFORCES_RESULTS[result]}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        {query.isPending ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading...</p>
        ) : verifications.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Add a handle above to verify it.</p>
        ) : (
          <ul className="space-y-3">
            {verifications.map((v) => (
              <VerificationRow
                key={v.platform}
                v={v}
                now={now}
                busy={start.isPending || check.isPending}
                codeforcesOffered={codeforcesOffered}
                onStart={() => void run(start, v.platform)}
                onCheck={() => void run(check, v.platform)}
              />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
