import { SIGNED_IN_PAGES } from "./signed-in-pages";

/** docs/behaviour.md §2, pure so it is tested without a server. */
export const PROTECTED_PREFIXES = SIGNED_IN_PAGES.map((page) => page.href);
export const PUBLIC_ONLY = ["/login", "/register"] as const;

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A signed-in page's answer is private and never kept in a cache. */
export const isSignedInPath = (pathname: string) => PROTECTED_PREFIXES.some((p) => matches(pathname, p));

/** Saves decrypting the cookie elsewhere. */
export const gateApplies = (pathname: string) => [...PROTECTED_PREFIXES, ...PUBLIC_ONLY].some((p) => matches(pathname, p));

export type GateDecision = { action: "allow" } | { action: "redirect"; to: string };

export function gateDecision(pathname: string, search: string, signedIn: boolean): GateDecision {
  if (!signedIn && isSignedInPath(pathname)) {
    return { action: "redirect", to: `/login?next=${encodeURIComponent(pathname + search)}` };
  }
  if (signedIn && PUBLIC_ONLY.some((p) => matches(pathname, p))) {
    return { action: "redirect", to: "/dashboard" };
  }
  return { action: "allow" };
}

/** Any origin would do: only equality with it matters. */
const HOME = "http://gate.invalid";

/** Decided on the URL as a browser parses it: tabs and line breaks are dropped and `\` read as `/`, so `/\evil.example` is another site. */
export function safeNextPath(next: string | null | undefined): string {
  return sameOriginPath(next) ?? "/dashboard";
}

export function sameOriginPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith("/")) return undefined;
  // A backslash in the path is read as `/`; in the query it is only text.
  if (/[\u0000-\u001f\u007f]/.test(next) || next.split(/[?#]/, 1)[0]!.includes("\\")) return undefined;
  let url: URL;
  try {
    url = new URL(next, HOME);
  } catch {
    return undefined;
  }
  if (url.origin !== HOME || url.username || url.password) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The resolved path must itself read as a path again, not as `//host` (a scheme-relative URL).
  if (!path.startsWith("/") || path.startsWith("//")) return undefined;
  return path;
}
