import type { Metadata } from "next";
import { VerifyEmailResult } from "@/components/auth/verify-email-result";

export const metadata: Metadata = { title: "Verify email", referrer: "no-referrer" };

export default function VerifyEmailPage() {
  return <VerifyEmailResult />;
}
