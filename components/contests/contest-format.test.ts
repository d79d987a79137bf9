import type { ContestProblem } from "@/lib/contract/contests";
import { utcStart } from "@/lib/intl";
import { countdown, formatContestDate, formatDuration, formatLocalStart, readableTextOn, upsolveProgress } from "./contest-format";

describe("dates and durations", () => {
  it("writes a contest's date in short US format", () => {
    expect(formatContestDate("2026-11-12T15:00:00Z", "UTC")).toBe("Nov 12, 2026");
    expect(formatContestDate("2026-11-12T22:00:00Z", "Asia/Kolkata")).toBe("Nov 13, 2026");
  });

  it("writes a start time in the user's locale and zone, naming the zone", () => {
    expect(formatLocalStart("2026-11-28T14:35:00Z", "en-US", "UTC")).toBe("Sat, Nov 28, 2:35 PM UTC");
    expect(formatLocalStart("2026-11-28T14:35:00Z", "en-US", "Asia/Kolkata")).toBe("Sat, Nov 28, 8:05 PM GMT+5:30");
  });

  it("writes a start in UTC without Intl exactly as it does with Intl for that zone", () => {
    // Every 7 hours and a minute over four years: every hour of the day and minute of the hour in turn.
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += 7 * 3_600_000 + 60_000) {
      const iso = new Date(at).toISOString();
      expect(utcStart(iso)).toBe(formatLocalStart(iso, "en-US", "UTC"));
    }
  });

  it.each([
    [120, "2h"],
    [135, "2h 15m"],
    [45, "45m"],
    [0, "0m"],
    [10 * 1440 + 120, "10d 2h"],
    [1440, "1d"],
  ])("%d minutes read %s", (minutes, text) => expect(formatDuration(minutes)).toBe(text));
});

describe("countdown", () => {
  const start = "2026-11-28T14:35:00Z";
  const at = (iso: string) => Date.parse(iso);

  it("counts down in days, then hours with seconds, then minutes", () => {
    expect(countdown(start, 120, at("2026-11-26T10:22:00Z"))).toEqual({ phase: "upcoming", text: "Starts in 2d 4h 13m" });
    expect(countdown(start, 120, at("2026-11-28T10:29:51Z"))).toEqual({ phase: "upcoming", text: "Starts in 4h 05m 09s" });
    expect(countdown(start, 120, at("2026-11-28T14:34:30Z"))).toEqual({ phase: "upcoming", text: "Starts in 0m 30s" });
  });

  it("says a running contest is live with the time left, and a finished one ended", () => {
    expect(countdown(start, 120, at("2026-11-28T14:35:00Z"))).toEqual({ phase: "live", text: "Live, 2h 00m 00s left" });
    expect(countdown(start, 120, at("2026-11-28T15:29:51Z"))).toEqual({ phase: "live", text: "Live, 1h 05m 09s left" });
    expect(countdown(start, 10 * 1440, at("2026-11-29T14:35:00Z"))).toEqual({ phase: "live", text: "Live, 9d 0h 0m left" });
    expect(countdown(start, 120, at("2026-11-28T16:35:00Z"))).toEqual({ phase: "ended", text: "Ended" });
  });

  it("writes a day and an hour away as days, never as 25 hours", () => {
    expect(countdown(start, 120, at("2026-11-27T13:35:00Z")).text).toBe("Starts in 1d 1h 0m");
    expect(formatDuration(25 * 60)).toBe("1d 1h");
  });

  it("copes with a start time it cannot read", () => {
    expect(countdown("soon", 120, at("2026-11-28T14:35:00Z"))).toEqual({ phase: "upcoming", text: "Start time unknown" });
  });
});

describe("upsolveProgress", () => {
  it("counts problems by state", () => {
    const p = (state: ContestProblem["state"]): ContestProblem => ({ name: "x", url: "u", index: "A", rating: null, state });
    expect(upsolveProgress([p("solved"), p("solved"), p("upsolved"), p("attempted"), p("untried")])).toEqual({
      solved: 2,
      upsolved: 1,
      attempted: 1,
      untried: 1,
      total: 5,
    });
  });
});

describe("readableTextOn", () => {
  it("puts dark text on light colours and white text on dark ones", () => {
    expect(readableTextOn("#f59e0b")).toBe("#000000");
    expect(readableTextOn("#ffffff")).toBe("#000000");
    expect(readableTextOn("#a16207")).toBe("#ffffff");
    expect(readableTextOn("#000000")).toBe("#ffffff");
  });
});
