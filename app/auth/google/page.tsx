import type { Metadata } from "next";
import { GooglePopupStart } from "@/components/auth/google-popup-pages";

export const metadata: Metadata = { title: "Google sign-in", robots: { index: false } };

/** Opened in the 500x600 popup by 'Continue with Google' (docs/behaviour.md §4). */
export default function GooglePopupStartPage() {
  return <GooglePopupStart />;
}
