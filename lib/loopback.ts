/**
 * Loopback names (localhost, 127.0.0.1, [::1]) reach the same server on one machine, but a browser
 * treats each as its own origin; used by the BFF's Origin check and the proxy (Edge-safe: URL only).
 */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export const isLoopbackHost = (hostname: string) => LOOPBACK.has(hostname.toLowerCase()) || hostname.toLowerCase().endsWith(".localhost");

/** The origin with a loopback name written as localhost, so the three names compare equal. */
export function loopbackAsOne(origin: string): string {
  const url = new URL(origin);
  if (isLoopbackHost(url.hostname)) url.hostname = "localhost";
  return url.origin;
}

/**
 * Where to send a browser that opened the configured loopback address under another loopback name
 * (127.0.0.1 for localhost), so its cookies and Origin match the configured one; null otherwise.
 * Only loopback to loopback on the same port: a request that came through a proxy carries the
 * proxy's own Host, and sending it elsewhere could loop.
 */
export function loopbackRedirect(requestUrl: string, host: string | null, configured: string | undefined): string | null {
  if (!configured || !host) return null;
  let want: URL;
  let got: URL;
  try {
    want = new URL(configured);
    got = new URL(`${want.protocol}//${host}`);
  } catch {
    return null;
  }
  if (!isLoopbackHost(want.hostname) || !isLoopbackHost(got.hostname)) return null;
  if (got.hostname === want.hostname || got.port !== want.port) return null;
  const to = new URL(requestUrl);
  to.protocol = want.protocol;
  to.host = want.host;
  return to.toString();
}
