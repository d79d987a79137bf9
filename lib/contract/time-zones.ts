/** The longest IANA time zone name accepted ("America/Argentina/ComodRivadavia" is 32). */
export const TIME_ZONE_MAX = 64;

/**
 * The zones found known so far: building a formatter to ask costs about 0.15 ms, and the servers
 * ask on every dashboard read and signed-in page. Only real zones are kept, so it holds at most the
 * runtime's few hundred, whatever names are sent.
 */
const known = new Set<string>();

/**
 * Whether the runtime knows this IANA time zone ("Asia/Kolkata"). Plain code, without zod: the
 * browser checks its time-zone cookie with it on every signed-in page.
 */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > TIME_ZONE_MAX) return false;
  if (known.has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    return false;
  }
  known.add(zone);
  return true;
}
