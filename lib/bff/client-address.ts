/** Only the right-most X-Forwarded-For entries, written by hops we run or trust, are facts (docs/decisions/005-client-address-and-proxy-hops.md). */
export function clientAddress(forwardedFor: string | null | undefined, trustedHops: number): string | undefined {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain.at(-1 - trustedHops) ?? chain[0];
}
