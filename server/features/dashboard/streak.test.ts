import { lastDays, localDate, streaks } from "./streak";

describe("streaks", () => {
  it("counts consecutive days up to today", () => {
    expect(streaks(["2026-11-20", "2026-11-21", "2026-11-22"], "2026-11-22")).toEqual({ current: 3, longest: 3 });
  });

  it("keeps the streak alive when today has no solve yet", () => {
    expect(streaks(["2026-11-20", "2026-11-21"], "2026-11-22")).toEqual({ current: 2, longest: 2 });
  });

  it("breaks it after a day without a solve, keeping the longest", () => {
    expect(streaks(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-20"], "2026-11-22")).toEqual({
      current: 0,
      longest: 4,
    });
  });

  it("ignores duplicate days and order", () => {
    expect(streaks(["2026-11-22", "2026-11-21", "2026-11-22"], "2026-11-22")).toEqual({ current: 2, longest: 2 });
  });

  it("crosses month and leap-year boundaries", () => {
    expect(streaks(["2028-02-28", "2028-02-29", "2028-03-01"], "2028-03-01")).toEqual({ current: 3, longest: 3 });
  });

  it("is zero for nobody", () => {
    expect(streaks([], "2026-11-22")).toEqual({ current: 0, longest: 0 });
  });
});

describe("localDate", () => {
  // 2026-11-22T20:00Z is already the 23rd in Kolkata (UTC+5:30) and still the 22nd in New York.
  const at = new Date("2026-11-22T20:00:00Z");
  it.each([
    ["UTC", "2026-11-22"],
    ["Asia/Kolkata", "2026-11-23"],
    ["America/New_York", "2026-11-22"],
    ["Pacific/Kiritimati", "2026-11-23"],
  ])("%s → %s", (tz, date) => expect(localDate(at, tz)).toBe(date));

  it("puts 23:59 and 00:01 local on different days", () => {
    expect(localDate(new Date("2026-11-22T18:29:00Z"), "Asia/Kolkata")).toBe("2026-11-22");
    expect(localDate(new Date("2026-11-22T18:31:00Z"), "Asia/Kolkata")).toBe("2026-11-23");
  });
});

it("lists the last days oldest first, ending today", () => {
  expect(lastDays("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  expect(lastDays("2026-11-22", 365)).toHaveLength(365);
});
