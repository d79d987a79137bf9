/**
 * Date formatters, each built once per locale, options and zone. Building an Intl formatter costs
 * far more than using one, and lists, chart axes and tooltips format many dates per render.
 */
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

/** "Nov 12, 2026" (docs/behaviour.md §2), in `timeZone`, or the runtime's own when not given. */
export function shortDate(at: string | number | Date, timeZone?: string): string {
  return dateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(new Date(at));
}
