"use client";
import dynamic from "next/dynamic";

/** Loaded after the page, so its code stays out of the sign-in pages' first load. */
export const GoogleSignIn = dynamic(() => import("./google-sign-in-button").then((m) => m.GoogleSignInButton), { ssr: false });
