import { createLogger } from "../core/logger";
import type { Db } from "../db/client";
import type { PlatformClients } from "../platforms/clients";
import { createCodeforcesAdapter } from "../platforms/codeforces/adapter";
import type { CodeforcesAdapter, Send } from "../platforms/types";
import type { SyncPolicyConfig } from "../sync/policy";
import type { RunDeps } from "../sync/run-account";

/** A small scripted Codeforces through the real adapter; the full simulator (simulator/) shows the same quirks at scale. */
export type FakeSubmission = {
  id: number;
  contestId: number;
  index: string;
  verdict: string | undefined;
  testset: "TESTS" | "PRETESTS";
  at: number;
  contestant: boolean;
};
type FakeUser = { handle: string; rating?: number; lastOnline: number; submissions: FakeSubmission[]; ratings: object[] };

export function fakeCodeforces() {
  const users = new Map<string, FakeUser>();
  /** user.info follows these, the other methods do not. */
  const history = new Map<string, string>();
  const phases = new Map<number, string>();
  let down = false;
  const calls: string[] = [];

  const json = (status: number, body: unknown) => ({ status, headers: new Headers(), text: JSON.stringify(body) });
  const ok = (result: unknown) => json(200, { status: "OK", result });
  const notFound = (param: string, handle: string) =>
    json(400, { status: "FAILED", comment: `${param}: User with handle ${handle} not found` });

  const submissionJson = (u: FakeUser, s: FakeSubmission) => ({
    id: s.id,
    contestId: s.contestId,
    creationTimeSeconds: s.at,
    relativeTimeSeconds: 60,
    problem: { contestId: s.contestId, index: s.index, name: `Problem ${s.index}`, type: "PROGRAMMING", tags: [] },
    author: {
      contestId: s.contestId,
      members: [{ handle: u.handle }],
      participantType: s.contestant ? "CONTESTANT" : "PRACTICE",
      ghost: false,
    },
    programmingLanguage: "GNU C++17",
    ...(s.verdict !== undefined ? { verdict: s.verdict } : {}),
    testset: s.testset,
    passedTestCount: 1,
    timeConsumedMillis: 15,
    memoryConsumedBytes: 0,
  });

  const send: Send = async (req) => {
    if (down) return { status: 503, headers: new Headers(), text: "<html>Service Unavailable</html>" };
    const url = new URL(req.url);
    const q = url.searchParams;
    const method = url.pathname.split("/").at(-1);
    calls.push(method ?? "");
    if (method === "user.info") {
      const found = [];
      for (const asked of (q.get("handles") ?? "").split(";")) {
        const user = users.get(asked.toLowerCase()) ?? users.get(history.get(asked.toLowerCase())?.toLowerCase() ?? "");
        if (!user) return notFound("handles", asked);
        found.push({
          handle: user.handle,
          lastOnlineTimeSeconds: user.lastOnline,
          registrationTimeSeconds: 1,
          ...(user.rating ? { rating: user.rating } : {}),
        });
      }
      return ok(found);
    }
    if (method === "contest.list") {
      return ok([...phases].map(([id, phase]) => ({ id, name: `Round ${id}`, type: "CF", phase, frozen: false, durationSeconds: 7200 })));
    }
    const handle = q.get("handle") ?? "";
    const user = users.get(handle.toLowerCase());
    if (!user) return notFound("handle", handle);
    if (method === "user.rating") return ok(user.ratings);
    if (method === "user.status") {
      const from = Number(q.get("from") ?? 1);
      const count = Number(q.get("count") ?? 1000);
      const newest = [...user.submissions].sort((a, b) => b.id - a.id);
      return ok(newest.slice(from - 1, from - 1 + count).map((s) => submissionJson(user, s)));
    }
    return json(404, "no such method");
  };

  const adapter: CodeforcesAdapter = createCodeforcesAdapter({ send, baseUrl: "http://cf.test/api", now: () => new Date() });
  return {
    adapter,
    calls,
    addUser(handle: string, rating?: number): FakeUser {
      const user: FakeUser = { handle, lastOnline: 1, submissions: [], ratings: [], ...(rating ? { rating } : {}) };
      users.set(handle.toLowerCase(), user);
      return user;
    },
    /** The user now answers as `to`; the old handle is known to user.info only. */
    rename(from: string, to: string) {
      const user = users.get(from.toLowerCase())!;
      users.delete(from.toLowerCase());
      user.handle = to;
      users.set(to.toLowerCase(), user);
      history.set(from.toLowerCase(), to);
    },
    phase(contestId: number, phase: string) {
      phases.set(contestId, phase);
    },
    rated(user: FakeUser, contestId: number, newRating: number, at: number) {
      user.ratings.push({
        contestId,
        contestName: `Round ${contestId}`,
        handle: user.handle,
        rank: 10,
        ratingUpdateTimeSeconds: at,
        oldRating: user.rating ?? 0,
        newRating,
      });
      user.rating = newRating;
    },
    setDown(value: boolean) {
      down = value;
    },
  };
}

export function fakeCodeforcesSync(
  db: Db,
  now: () => Date,
  config: SyncPolicyConfig,
): { cf: ReturnType<typeof fakeCodeforces>; deps: RunDeps } {
  const cf = fakeCodeforces();
  const clients = {
    codeforces: cf.adapter,
    leetcode: {},
    codechef: {},
    spacingMs: { codeforces: 1, leetcode: 1, codechef: 1 },
  } as unknown as PlatformClients;
  return { cf, deps: { db, logger: createLogger("silent"), now, clients, config } };
}
