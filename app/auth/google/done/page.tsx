import type { Metadata } from "next";
import { GooglePopupResult } from "@/components/auth/google-popup-pages";

export const metadata: Metadata = { title: "Google sign-in", robots: { index: false } };

/** Reports to the opener and closes. */
export default function GooglePopupResultPage() {
  return <GooglePopupResult />;
}
