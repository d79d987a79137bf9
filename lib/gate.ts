import { SIGNED_IN_PAGES } from "./signed-in-pages";

/** Route access rules of docs/behaviour.md §2, kept pure so they can be tested without a server. */
export const PROTECTED_PREFIXES = SIGNED_IN_PAGES.map((page) => page.href);
export const PUBLIC_ONLY = ["/login", "/register"] as const;

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether the path is a signed-in page: its answer is private and never kept in a cache. */
export const isSignedInPath = (pathname: string) => PROTECTED_PREFIXES.some((p) => matches(pathname, p));

/** Whether the gate has anything to decide for this path (saves decrypting the cookie elsewhere). */
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

/** The only origin the check below resolves against; any real origin would do, as only its equality matters. */
const HOME = "http://gate.invalid";

/**
 * Where to go after sign-in: only a path on this site, never another origin. Decided on the URL as
 * a browser parses it, not on the raw text: the URL parser drops tabs and line breaks and reads
 * `\` as `/`, so `/%09/evil.example` or `/\evil.example` become `//evil.example`, another site.
 * Anything that is not a plain same-origin path (absolute URLs, `javascript:`, control
 * characters, a backslash) goes to the dashboard.
 */
export function safeNextPath(next: string | null | undefined): string {
  return sameOriginPath(next) ?? "/dashboard";
}

/** The path `next` names when it is a plain path on this site (see safeNextPath), else undefined. */
export function sameOriginPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith("/")) return undefined;
  // Tabs, line breaks and other control characters have no place in our own addresses, nor a
  // backslash in the path (the parser reads it as `/`); in the query it is only text.
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
