import { dateTimeFormat, shortDate } from "./intl";

describe("date formatting", () => {
  it("says a day as Nov 12, 2026 in the zone asked for", () => {
    const lateEvening = "2026-11-12T22:30:00Z";
    expect(shortDate(lateEvening, "UTC")).toBe("Nov 12, 2026");
    expect(shortDate(lateEvening, "Asia/Kolkata")).toBe("Nov 13, 2026");
    expect(shortDate(Date.parse(lateEvening), "America/Los_Angeles")).toBe("Nov 12, 2026");
  });

  it("builds one formatter per locale, options and zone, and reuses it", () => {
    const a = dateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
    expect(dateTimeFormat("en-US", { month: "short", timeZone: "UTC" })).toBe(a);
    expect(dateTimeFormat("en-US", { month: "short", timeZone: "Asia/Tokyo" })).not.toBe(a);
    expect(dateTimeFormat("en-US", { month: "long", timeZone: "UTC" })).not.toBe(a);
  });
});
