import { eq } from "drizzle-orm";
import { toAccountSync } from "../accounts/account";
import { createLogger } from "../core/logger";
import { platformAccounts, problems, submissions } from "../db/schema";
import type { PlatformClients } from "../platforms/clients";
import { PlatformError, type LeetCodeAdapter, type Submission } from "../platforms/types";
import { apiHarnessPerFile } from "../test/harness";
import { syncPolicyConfig } from "./policy";
import { syncAccount, type RunDeps } from "./run-account";

const api = apiHarnessPerFile();
const db = () => api.h.database.db;
let clock = new Date("2026-11-20T12:00:00Z");

const sub = (slug: string, minutesAgo: number): Submission => ({
  platform: "leetcode",
  externalId: `${slug}:${minutesAgo}`,
  problem: {
    platform: "leetcode",
    externalId: slug,
    name: slug,
    url: `https://leetcode.com/problems/${slug}/`,
    difficulty: null,
    rating: null,
    tags: [],
    contestExternalId: null,
    index: null,
  },
  verdict: "accepted",
  rawVerdict: "Accepted",
  submittedAt: new Date(clock.getTime() - minutesAgo * 60_000),
  duringContest: false,
});

function leetcode(recent: () => Submission[], undescribed: Set<string>): LeetCodeAdapter {
  const profile = async (handle: string) => ({
    platform: "leetcode" as const,
    handle,
    displayName: null,
    rating: null,
    maxRating: null,
    rank: null,
    avatarUrl: null,
    lastOnlineAt: null,
    solved: {},
    calendar: {},
    solvedByTag: {},
  });
  return {
    profile,
    lookUp: profile,
    contestHistory: async () => [],
    recentSubmissions: async () => recent(),
    question: async (slug) => {
      if (undescribed.has(slug)) throw new PlatformError("leetcode", "item_missing", `LeetCode would not describe the problem ${slug}`);
      return { ...sub(slug, 0).problem, difficulty: "Easy", tags: ["Array"] };
    },
    daily: async () => {
      throw new Error("not used");
    },
    upcomingContests: async () => [],
  };
}

function deps(adapter: LeetCodeAdapter): RunDeps {
  const clients = { leetcode: adapter, codeforces: {}, codechef: {} } as unknown as PlatformClients;
  return { db: db(), logger: createLogger("silent"), now: () => clock, clients, config: syncPolicyConfig() };
}

async function account(handle: string) {
  const [row] = await db().insert(platformAccounts).values({ platform: "leetcode", handle, handleKey: handle }).returning();
  return row!;
}
const reload = async (id: string) => (await db().select().from(platformAccounts).where(eq(platformAccounts.id, id)))[0]!;

beforeEach(() => {
  clock = new Date("2026-11-20T12:00:00Z");
});

describe("a problem the platform will not describe", () => {
  it("keeps the rest of the sync, leaves the account ok and says in words what is missing, until it is described", async () => {
    const undescribed = new Set(["paid-only-problem"]);
    const list = [sub("two-sum", 5), sub("paid-only-problem", 10)];
    const row = await account("alice_lc");
    expect(await syncAccount(deps(leetcode(() => list, undescribed)), row.id)).toBe(true);

    const after = await reload(row.id);
    expect(after).toMatchObject({ status: "ok", lastError: null });
    expect(await db().select().from(submissions).where(eq(submissions.accountId, row.id))).toHaveLength(2);
    expect(toAccountSync(after).notes).toEqual([
      "LeetCode would not describe the problem paid-only-problem; we keep what we know and ask again later",
    ]);
    const [described] = await db().select().from(problems).where(eq(problems.externalId, "two-sum"));
    expect(described).toMatchObject({ difficulty: "Easy" });

    // Asked again on the next sync; once described, the note goes.
    undescribed.clear();
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect(await syncAccount(deps(leetcode(() => list, undescribed)), row.id)).toBe(true);
    expect(toAccountSync(await reload(row.id)).notes).toEqual([]);
  });
});

describe("LeetCode's 20-item list", () => {
  it("says submissions may be missing when a full list shares nothing with what is stored", async () => {
    const row = await account("busy_lc");
    let list = [sub("first", 300)];
    await syncAccount(deps(leetcode(() => list, new Set())), row.id);
    expect((await reload(row.id)).mayHaveMissedSince).toBeNull();
    const firstSync = (await reload(row.id)).lastSyncedAt!;

    clock = new Date(clock.getTime() + 60 * 60_000);
    list = Array.from({ length: 20 }, (_, i) => sub(`burst-${i}`, i + 1));
    await syncAccount(deps(leetcode(() => list, new Set())), row.id);
    expect((await reload(row.id)).mayHaveMissedSince).toEqual(firstSync);
  });
});
