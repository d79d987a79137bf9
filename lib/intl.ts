/** English without Intl unless a named zone must be converted: its first call costs 15–60 ms (docs/decisions/027-english-without-intl.md). */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function hourIn(timeZone: string, at: Date = new Date()): number {
  return Number(dateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone }).format(at));
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** en-US abbreviates every month to its first three letters. */
export const monthShort = (month: number) => MONTHS[month]!.slice(0, 3);
export const monthLong = (month: number) => MONTHS[month]!;

function dayOf(at: string | number | Date, zone: "UTC" | "local") {
  const d = new Date(at);
  return zone === "UTC"
    ? { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() }
    : { year: d.getFullYear(), month: d.getMonth(), day: d.getDate() };
}

export function utcMonthDay(at: string | number | Date): string {
  const { month, day } = dayOf(at, "UTC");
  return `${monthShort(month)} ${day}`;
}

export function utcMonthYear(at: string | number | Date): string {
  const { year, month } = dayOf(at, "UTC");
  return `${monthLong(month)} ${year}`;
}

/** UTC and the runtime's own zone are read from the date itself; another zone goes through Intl. */
export function shortDate(at: string | number | Date, timeZone?: string): string {
  if (timeZone !== undefined && timeZone !== "UTC")
    return dateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(new Date(at));
  const { year, month, day } = dayOf(at, timeZone === "UTC" ? "UTC" : "local");
  return `${monthShort(month)} ${day}, ${year}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "Sat, Nov 28, 8:05 PM UTC": a start time in UTC, as formatLocalStart writes it for that zone. */
export function utcStart(at: string | number | Date): string {
  const d = new Date(at);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
  return `${WEEKDAYS[d.getUTCDay()]}, ${monthShort(d.getUTCMonth())} ${d.getUTCDate()}, ${clock} UTC`;
}

/** "1,234,567" for a whole number, as en-US groups digits; anything else as toLocaleString("en-US") writes it. */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return n < 0 || Object.is(n, -0) ? `-${grouped}` : grouped;
}

type PastUnit = "minute" | "hour" | "day" | "month" | "year";
/** What English says for one unit back, as Intl.RelativeTimeFormat("en", { numeric: "auto" }) does. */
const ONE_BACK: Record<PastUnit, string> = {
  minute: "1 minute ago",
  hour: "1 hour ago",
  day: "yesterday",
  month: "last month",
  year: "last year",
};

export function unitsAgo(count: number, unit: PastUnit): string {
  return count === 1 ? ONE_BACK[unit] : `${groupDigits(count)} ${unit}s ago`;
}
