import { isKnownTimeZone } from "@/lib/contract/time-zones";

/**
 * The cookie in which the browser keeps its own time zone, so that a page rendered on the server
 * can read the dashboard for the user's calendar days (docs/decisions/019-server-read-profile.md).
 * Only a hint: the browser still checks its zone after hydrating and re-reads if it has changed.
 */
export const TIME_ZONE_COOKIE = "tz";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

let ownZone: string | undefined;

/**
 * The browser's IANA time zone ("Europe/Berlin"), or UTC when it does not say. Read once per page:
 * hooks ask for it on every render, and building a formatter each time is slow on a phone.
 */
export function browserTimeZone(): string {
  if (ownZone === undefined) {
    try {
      ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    } catch {
      ownZone = "UTC";
    }
  }
  return ownZone;
}

/** A cookie's value as a time zone the runtime knows, or undefined (absent, altered, unknown). */
export function timeZoneFromCookie(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const zone = decoded.trim();
  return isKnownTimeZone(zone) ? zone : undefined;
}

/** Writes the browser's zone into the cookie when the cookie does not already say it. Browser only. */
export function rememberTimeZone(zone: string): void {
  const value = encodeURIComponent(zone);
  if (document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${value}`)) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
