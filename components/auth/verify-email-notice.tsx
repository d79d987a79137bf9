"use client";
import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, MailWarning } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch, failureReason } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import { useAuth } from "./auth-provider";

type Sent = { tone: "ok" | "error"; text: string } | null;

export function VerifyEmailNotice() {
  const { profile } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  if (!profile) return null;
  const { email, emailVerified } = profile.personal;

  async function resend() {
    setBusy(true);
    setSent(null);
    const result = await apiFetch("/auth/send-verification", { method: "POST" });
    setBusy(false);
    if (result.ok) {
      setSent({ tone: "ok", text: result.data.message ?? `We sent a verification link to ${email}.` });
      // Verified meanwhile (in another tab, say): show the profile as it now is.
      if (result.data.alreadyVerified) await queryClient.invalidateQueries({ queryKey: apiKey("/profile/getProfileData") });
    } else if (result.status !== 0 && result.status !== 401 && result.status !== 400 && (result.status < 500 || failureReason(result))) {
      // docs/behaviour.md §8 failures (no answer, 5xx, lost session) were already shown by apiFetch; a 503 in words was not.
      setSent({ tone: "error", text: failureReason(result) ?? "The email could not be sent. Try again later." });
    }
  }

  if (emailVerified) {
    return (
      <p data-testid="email-verification" className="flex items-center gap-2 text-sm text-green-700 dark:text-green-400">
        <BadgeCheck className="h-4 w-4" aria-hidden />
        Email verified
      </p>
    );
  }
  return (
    <div
      data-testid="email-verification"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p className="flex items-center gap-2 font-medium">
        <MailWarning className="h-4 w-4" aria-hidden />
        Email not verified
      </p>
      {/* Not "we sent": the demo account and a sign-up whose mail failed were sent nothing. */}
      <p className="wrap-anywhere">{email} is not confirmed yet. Send yourself a link and open it to confirm the address is yours.</p>
      <Button variant="secondary" size="sm" onClick={() => void resend()} disabled={busy}>
        {busy ? "Sending..." : "Send verification email again"}
      </Button>
      {sent ? (
        <p
          role={sent.tone === "error" ? "alert" : "status"}
          className={sent.tone === "error" ? "text-red-700 dark:text-red-300" : undefined}
        >
          {sent.text}
        </p>
      ) : null}
    </div>
  );
}
