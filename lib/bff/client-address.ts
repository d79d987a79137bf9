/**
 * The address a request came from, for per-address rate limits.
 *
 * X-Forwarded-For is a list that anyone can start: a client may send one with made-up entries,
 * and each proxy appends the peer it saw. Only the right-most entries, written by hops we run or
 * trust, are facts. The hop next to the web app always writes the real peer: `npm start` serves
 * through scripts/web-server.ts, which appends the socket's address, and a Vercel-style edge sets
 * the header to the client's address itself. `trustedHops` counts further proxies in front of
 * that hop (0 unless a reverse proxy stands in front of `npm start`).
 */
export function clientAddress(forwardedFor: string | null | undefined, trustedHops: number): string | undefined {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain.at(-1 - trustedHops) ?? chain[0];
}
