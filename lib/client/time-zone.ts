import { isKnownTimeZone } from "@/lib/contract/time-zones";

/** Lets the server read the user's calendar days (docs/decisions/019-server-read-profile.md); only a hint, rechecked after hydrating. */
export const TIME_ZONE_COOKIE = "tz";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

let ownZone: string | undefined;

/** Read once per page: building a formatter on every render is slow on a phone. */
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

/** Undefined when absent, altered or unknown. */
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

/** Browser only. */
export function rememberTimeZone(zone: string): void {
  const value = encodeURIComponent(zone);
  if (document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${value}`)) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
