import { timeAgo } from "./time-ago";

const now = Date.parse("2026-11-03T12:00:00Z");

it("dates feed entries relative to now", () => {
  expect(timeAgo("2026-11-03T11:59:30Z", now)).toBe("just now");
  expect(timeAgo("2026-11-03T11:15:00Z", now)).toBe("45m ago");
  expect(timeAgo("2026-11-03T07:00:00Z", now)).toBe("5h ago");
  expect(timeAgo("2026-10-31T12:00:00Z", now)).toBe("3d ago");
});
