/** Route access rules of spec §2, kept pure so they can be tested without a server. */
export const PROTECTED_PREFIXES = ["/dashboard", "/smartsheet", "/profile", "/contests", "/network", "/stumbles", "/concepts"] as const;
export const PUBLIC_ONLY = ["/login", "/register"] as const;

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export type GateDecision = { action: "allow" } | { action: "redirect"; to: string };

export function gateDecision(pathname: string, search: string, signedIn: boolean): GateDecision {
  if (!signedIn && PROTECTED_PREFIXES.some((p) => matches(pathname, p))) {
    return { action: "redirect", to: `/login?next=${encodeURIComponent(pathname + search)}` };
  }
  if (signedIn && PUBLIC_ONLY.some((p) => matches(pathname, p))) {
    return { action: "redirect", to: "/dashboard" };
  }
  return { action: "allow" };
}

/** Where to go after sign-in: only a path on this site, never another origin. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/dashboard";
  return next;
}
