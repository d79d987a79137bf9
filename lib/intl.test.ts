import { dateTimeFormat, groupDigits, hourIn, monthLong, monthShort, shortDate, unitsAgo, utcMonthDay, utcMonthYear } from "./intl";

// Every written-out form is checked against what Intl itself writes for en-US, which it stands in for.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", options);
/** Leap days, month and year ends, every hour of the day in turn. */
const instants = Array.from({ length: (4 * 366 * 24) / 7 }, (_, i) => Date.UTC(2024, 0, 1) + i * 7 * 3_600_000);

describe("date formatting", () => {
  it("says a day as Nov 12, 2026 in the zone asked for", () => {
    const lateEvening = "2026-11-12T22:30:00Z";
    expect(shortDate(lateEvening, "UTC")).toBe("Nov 12, 2026");
    expect(shortDate(lateEvening, "Asia/Kolkata")).toBe("Nov 13, 2026");
    expect(shortDate(Date.parse(lateEvening), "America/Los_Angeles")).toBe("Nov 12, 2026");
  });

  it("writes UTC and the runtime's own zone as Intl does, without it", () => {
    const utcDay = intl({ month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    const localDay = intl({ month: "short", day: "numeric", year: "numeric" });
    const utcShort = intl({ month: "short", day: "numeric", timeZone: "UTC" });
    const utcLong = intl({ month: "long", year: "numeric", timeZone: "UTC" });
    for (const at of instants) {
      expect(shortDate(at, "UTC")).toBe(utcDay.format(at));
      expect(shortDate(new Date(at).toISOString())).toBe(localDay.format(at));
      expect(utcMonthDay(at)).toBe(utcShort.format(at));
      expect(utcMonthYear(at)).toBe(utcLong.format(at));
    }
  });

  it("reads the hour of the day in a named zone", () => {
    expect(hourIn("Asia/Kolkata", new Date("2026-11-12T22:30:00Z"))).toBe(4);
    expect(hourIn("UTC", new Date("2026-11-12T00:10:00Z"))).toBe(0);
    expect(hourIn("America/Los_Angeles", new Date("2026-11-12T22:30:00Z"))).toBe(14);
  });

  it("names the months as Intl does", () => {
    for (let month = 0; month < 12; month++) {
      const at = Date.UTC(2026, month, 15);
      expect(monthShort(month)).toBe(intl({ month: "short", timeZone: "UTC" }).format(at));
      expect(monthLong(month)).toBe(intl({ month: "long", timeZone: "UTC" }).format(at));
    }
  });

  it("builds one formatter per locale, options and zone, and reuses it", () => {
    const a = dateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
    expect(dateTimeFormat("en-US", { month: "short", timeZone: "UTC" })).toBe(a);
    expect(dateTimeFormat("en-US", { month: "short", timeZone: "Asia/Tokyo" })).not.toBe(a);
    expect(dateTimeFormat("en-US", { month: "long", timeZone: "UTC" })).not.toBe(a);
  });
});

describe("numbers", () => {
  it("groups a whole number's digits in threes, as en-US does", () => {
    expect(groupDigits(1166)).toBe("1,166");
    const samples = [0, 1, 12, 999, 1000, 9999, 10_000, 123_456, 1_000_000, 1_234_567, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 2000; i++) samples.push(Math.floor(Math.random() ** 3 * 1e12));
    for (const n of samples) {
      expect(groupDigits(n)).toBe(n.toLocaleString("en-US"));
      expect(groupDigits(-n)).toBe((-n).toLocaleString("en-US"));
    }
  });

  it("leaves anything but a safe integer to Intl", () => {
    for (const n of [1.5, -0.25, 1234.5678, 2 ** 60, Number.NaN, Infinity]) expect(groupDigits(n)).toBe(n.toLocaleString("en-US"));
  });
});

describe("time ago", () => {
  it("says whole units back as Intl's relative time does in English", () => {
    const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
    for (const unit of ["minute", "hour", "day", "month", "year"] as const)
      for (let count = 1; count <= 1500; count++) expect(unitsAgo(count, unit)).toBe(relative.format(-count, unit));
  });
});
