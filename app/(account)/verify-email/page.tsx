import type { Metadata } from "next";
import { VerifyEmailResult } from "@/components/auth/verify-email-result";
import { firstParam, type PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Verify email", referrer: "no-referrer" };

/** Per request, so a page opened without a token says so at once. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <VerifyEmailResult token={firstParam(await searchParams, "token")} />;
}
