/** The longest IANA time zone name accepted ("America/Argentina/ComodRivadavia" is 32). */
export const TIME_ZONE_MAX = 64;

/**
 * Whether the runtime knows this IANA time zone ("Asia/Kolkata"). Plain code, without zod: the
 * browser checks its time-zone cookie with it on every signed-in page.
 */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > TIME_ZONE_MAX) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
