import type { Metadata } from "next";
import { GooglePopupStart } from "@/components/auth/google-popup-pages";

export const metadata: Metadata = { title: "Google sign-in", robots: { index: false } };

/** docs/behaviour.md §4 */
export default function GooglePopupStartPage() {
  return <GooglePopupStart />;
}
