/**
 * The security headers of every answer (docs/decisions/012-web-edge-hardening.md). Pure, so the
 * proxy, next.config.ts and the tests share one definition.
 */

/** A fresh, unguessable nonce for one page load. */
export const newNonce = (): string => btoa(crypto.randomUUID());

/**
 * The page policy: scripts only with this load's nonce (Next's own and the theme script carry it)
 * or loaded by one of those ('strict-dynamic'); never inline script text an attacker managed to
 * inject. Styles stay 'unsafe-inline': React and the chart library set style attributes.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Cross-Origin-Opener-Policy for every page except the Google popup's own (`/auth/*`) and the
 * next-auth answers it passes through (`/api/*`). 'same-origin-allow-popups' keeps other sites'
 * windows away from ours yet lets our pages open the popup and hear from it. The popup itself
 * must send none: a popup with this policy that navigates to the provider is moved to a new
 * browsing context group, which cuts `window.opener` and makes the popup look closed to us.
 */
export const OPENER_POLICY = {
  source: "/((?!auth/|api/).*)",
  headers: [{ key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" }],
};

/** JSON answers run no scripts and load nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers that do not change per request; HSTS only in production (browsers ignore it over http). */
export function staticSecurityHeaders(production: boolean): Array<{ key: string; value: string }> {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
