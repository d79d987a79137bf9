import { contestTiming, formatCountdown, formatDuration, timeAgo } from "./countdown";

const now = Date.parse("2026-11-03T12:00:00Z");

describe("contestTiming", () => {
  it("counts down to the start, coarser the further away", () => {
    expect(contestTiming("2026-11-05T16:30:00Z", 120, now)).toEqual({ state: "upcoming", text: "Starts in 2d 4h" });
    expect(contestTiming("2026-11-03T15:12:00Z", 120, now).text).toBe("Starts in 3h 12m");
    expect(contestTiming("2026-11-03T12:12:05Z", 120, now).text).toBe("Starts in 12m 05s");
  });

  it("says a running contest is live with the time left, and a finished one ended", () => {
    expect(contestTiming("2026-11-03T11:00:00Z", 120, now)).toEqual({ state: "live", text: "Live, 1h 0m left" });
    expect(contestTiming("2026-11-03T09:00:00Z", 120, now)).toEqual({ state: "ended", text: "Ended" });
  });

  it("copes with a start time it cannot read", () => {
    expect(contestTiming("soon", 120, now).text).toBe("Start time unknown");
  });
});

describe("small formats", () => {
  it("never counts below zero", () => {
    expect(formatCountdown(-5)).toBe("0m 00s");
  });

  it("gives contest lengths in hours and minutes", () => {
    expect([formatDuration(120), formatDuration(90), formatDuration(45)]).toEqual(["2h", "1h 30m", "45m"]);
  });

  it("dates feed entries relative to now", () => {
    expect(timeAgo("2026-11-03T11:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-11-03T11:15:00Z", now)).toBe("45m ago");
    expect(timeAgo("2026-11-03T07:00:00Z", now)).toBe("5h ago");
    expect(timeAgo("2026-10-31T12:00:00Z", now)).toBe("3d ago");
  });
});
