/** "America/Argentina/ComodRivadavia" is 32. */
export const TIME_ZONE_MAX = 64;

/** Asking costs about 0.15 ms a formatter; only real zones are kept, so it stays the runtime's few hundred. */
const known = new Set<string>();

/** Without zod: the browser checks its time-zone cookie with it on every signed-in page. */
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
