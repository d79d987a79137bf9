"use client";
import dynamic from "next/dynamic";

/**
 * 'Continue with Google', loaded after the page: it shows only once the server says Google
 * sign-in is configured, so its code stays out of the sign-in pages' first load.
 */
export const GoogleSignIn = dynamic(() => import("./google-sign-in-button").then((m) => m.GoogleSignInButton), { ssr: false });
