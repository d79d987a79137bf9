import { stalestNote, freshnessNote, overAgo, timeAgo } from "./time";
import { MINUTE, HOUR, DAY } from "@/lib/time";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("timeAgo", () => {
  it("says how long ago, in the largest whole unit", () => {
    expect(timeAgo(ago(20_000), NOW)).toBe("just now");
    expect(timeAgo(ago(5 * MINUTE), NOW)).toBe("5 minutes ago");
    expect(timeAgo(ago(HOUR), NOW)).toBe("1 hour ago");
    expect(timeAgo(ago(3 * HOUR + 59 * MINUTE), NOW)).toBe("3 hours ago");
    expect(timeAgo(ago(DAY), NOW)).toBe("yesterday");
    expect(timeAgo(ago(4 * DAY), NOW)).toBe("4 days ago");
    expect(timeAgo(ago(65 * DAY), NOW)).toBe("2 months ago");
  });
  it("never says the future, and copes with a bad date", () => {
    expect(timeAgo(new Date(NOW + HOUR).toISOString(), NOW)).toBe("just now");
    expect(timeAgo("not a date", NOW)).toBe("at an unknown time");
  });
});

describe("overAgo", () => {
  it("gives a lower bound", () => {
    expect(overAgo(30_000)).toBe("a moment ago");
    expect(overAgo(12 * MINUTE)).toBe("over 12 minutes ago");
    expect(overAgo(HOUR + MINUTE)).toBe("over an hour ago");
    expect(overAgo(5 * HOUR)).toBe("over 5 hours ago");
    expect(overAgo(DAY + HOUR)).toBe("over a day ago");
    expect(overAgo(3 * DAY)).toBe("over 3 days ago");
  });
});

describe("freshnessNote", () => {
  it("says nothing when every account is fresh", () => {
    expect(freshnessNote({ oldestSyncAt: ago(MINUTE), staleAccounts: 0 }, NOW)).toBeNull();
  });
  it("counts the stale accounts and says how old the oldest data is", () => {
    expect(freshnessNote({ oldestSyncAt: ago(90 * MINUTE), staleAccounts: 3 }, NOW)).toBe(
      "3 accounts in your network were last synced over an hour ago",
    );
    expect(freshnessNote({ oldestSyncAt: ago(2 * DAY), staleAccounts: 1 }, NOW)).toBe(
      "1 account in your network was last synced over 2 days ago",
    );
  });
  it("says when the stale accounts are still syncing (the oldest sync is recent)", () => {
    expect(freshnessNote({ oldestSyncAt: ago(2 * MINUTE), staleAccounts: 40 }, NOW)).toBe(
      "40 accounts in your network are still syncing or could not be synced",
    );
    expect(freshnessNote({ oldestSyncAt: ago(59 * MINUTE), staleAccounts: 1 }, NOW)).toBe(
      "1 account in your network is still syncing or could not be synced",
    );
  });
  it("names the stalest accounts after the count", () => {
    const stalest = [
      { name: "never_cc", platform: "codechef" as const },
      { name: "Ada", platform: "leetcode" as const },
    ];
    expect(stalestNote(stalest)).toBe("Stalest: never_cc (CodeChef), Ada (LeetCode).");
    expect(stalestNote([])).toBe("");
  });
  it("says when accounts were never synced", () => {
    expect(freshnessNote({ oldestSyncAt: null, staleAccounts: 2 }, NOW)).toBe("2 accounts in your network have not been synced yet");
    expect(freshnessNote({ oldestSyncAt: null, staleAccounts: 1 }, NOW)).toBe("1 account in your network has not been synced yet");
  });
});
