/** Pure, so the proxy, next.config.ts and the tests share one definition (docs/decisions/012-web-edge-hardening.md). */

export const newNonce = (): string => btoa(crypto.randomUUID());

/** Scripts only with this load's nonce or loaded by one ('strict-dynamic'); styles stay 'unsafe-inline' for React's and the charts' style attributes. */
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

/** Not on the Google popup's pages: a popup with this policy that navigates to the provider loses `window.opener` and looks closed. */
export const OPENER_POLICY = {
  source: "/((?!auth/|api/).*)",
  headers: [{ key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" }],
};

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** HSTS only in production: browsers ignore it over http. */
export function staticSecurityHeaders(production: boolean): Array<{ key: string; value: string }> {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
