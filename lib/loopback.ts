/** A browser treats each loopback name as its own origin; Edge-safe (URL only). */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export const isLoopbackHost = (hostname: string) => LOOPBACK.has(hostname.toLowerCase()) || hostname.toLowerCase().endsWith(".localhost");

export function loopbackAsOne(origin: string): string {
  const url = new URL(origin);
  if (isLoopbackHost(url.hostname)) url.hostname = "localhost";
  return url.origin;
}

/** Only loopback to loopback on the same port: a request through a proxy carries the proxy's Host, and redirecting it could loop. */
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
