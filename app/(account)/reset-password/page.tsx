import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { firstParam, type PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Reset password", referrer: "no-referrer" };

/** Per request, so a page opened without a token says so at once. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <ResetPasswordForm token={firstParam(await searchParams, "token")} />;
}
