import { count, eq } from "drizzle-orm";
import { CAP_MESSAGES, COLLECTION_CAPS } from "@/lib/contract/limits";
import { MINUTE } from "@/lib/time";
import { stumbles, submissions, syncJobs, verifiedHandles } from "../../db/schema";
import { UNKNOWN_PROBLEM_MESSAGE } from "@/lib/contract/virtual";
import { databaseSnapshot } from "../../test/db-snapshot";
import { testData } from "../../test/data";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";

const api = apiHarnessPerFile();
const { account, problem } = testData(() => api.h);
type Person = Awaited<ReturnType<typeof signUpAndIn>>;

let seq = 0;
async function submit(accountId: string, problemId: number, at: Date, verdict: "accepted" | "rejected", rawVerdict: string = verdict) {
  seq += 1;
  await api.h.database.db
    .insert(submissions)
    .values({ accountId, problemId, externalId: `vc${seq}`, verdict, rawVerdict, submittedAt: at });
}
const follow = (me: Person, other: Person) => api.http.post("/friends/toggleFriend", { friend_id: other.id }, { token: me.token });
const inMinutes = (m: number) => new Date(api.h.clock.now.getTime() + m * MINUTE);

/** As a sync would have stored them. */
let watermelon: { id: number };
async function group() {
  watermelon = await problem("4A", { name: "Watermelon", url: "https://codeforces.com/contest/4/problem/A" });
  await problem("two-sum", { name: "Two Sum", platform: "leetcode", url: "https://leetcode.com/problems/two-sum/", tags: [] });
  const [ada, bob, cy] = await Promise.all([
    signUpAndIn(api.h.app, { fullName: "Ada Lovelace" }),
    signUpAndIn(api.h.app, { fullName: "Bob Stone" }),
    signUpAndIn(api.h.app, { fullName: "Cy Young" }),
  ]);
  await follow(ada, bob);
  await follow(ada, cy);
  return { ada: ada, bob: bob, cy: cy };
}

async function create(creator: Person, participants: string[], extra: Record<string, unknown> = {}) {
  const res = await api.http.post(
    "/virtual/create",
    {
      title: "Friday race",
      mode: "normal",
      startAt: inMinutes(10).toISOString(),
      durationMinutes: 60,
      participants,
      problems: [{ url: "https://codeforces.com/problemset/problem/4/A" }, { url: "https://leetcode.com/problems/two-sum/description/" }],
      ...extra,
    },
    { token: creator.token },
  );
  return res;
}

describe("virtual contests", () => {
  it("invites only followed people, shows the contest to invitees only, and hides problems until the start", async () => {
    const { ada, bob, cy } = await group();
    const outsider = await signUpAndIn(api.h.app);
    expect((await create(ada, [outsider.id])).status).toBe(422);

    const made = await create(ada, [bob.id, cy.id]);
    expect(made.status).toBe(201);
    const contest = made.body.contest;
    expect(contest.problems).toEqual([]);
    expect(contest.participants.map((p) => [p.name, p.status])).toEqual([
      ["Ada Lovelace", "accepted"],
      ["Bob Stone", "invited"],
      ["Cy Young", "invited"],
    ]);

    const theirs = (await api.http.get("/virtual/list", { token: outsider.token })).body;
    expect([...theirs.created, ...theirs.invited, ...theirs.accepted, ...theirs.past]).toEqual([]);
    expect((await api.http.get(`/virtual/standings?contestId=${contest.id}`, { token: outsider.token })).status).toBe(404);
    expect((await api.http.post("/virtual/respond", { contestId: contest.id, accept: true }, { token: outsider.token })).status).toBe(404);

    // Bob sees the invitation; before the start nobody (the creator included) sees the problems.
    const bobs = (await api.http.get("/virtual/list", { token: bob.token })).body;
    expect(bobs.invited.map((c) => c.id)).toEqual([contest.id]);
    for (const person of [ada, bob]) {
      const standings = (await api.http.get(`/virtual/standings?contestId=${contest.id}`, { token: person.token })).body;
      expect(standings.contest.problems).toEqual([]);
      expect(standings.rows.every((r) => r.cells.length === 0)).toBe(true);
    }
    const accepted = await api.http.post("/virtual/respond", { contestId: contest.id, accept: true }, { token: bob.token });
    expect(accepted.body.contest.myStatus).toBe("accepted");
    expect((await api.http.get("/virtual/list", { token: bob.token })).body.accepted.map((c) => c.id)).toEqual([contest.id]);
    await api.http.post("/virtual/respond", { contestId: contest.id, accept: false }, { token: cy.token });

    api.h.clock.now = inMinutes(11);
    const running = (await api.http.get(`/virtual/standings?contestId=${contest.id}`, { token: bob.token })).body;
    expect(running.contest.phase).toBe("running");
    expect(running.contest.problems.map((p) => [p.platform, p.url, p.points])).toEqual([
      ["codeforces", "https://codeforces.com/contest/4/problem/A", 100],
      ["leetcode", "https://leetcode.com/problems/two-sum/", 200],
    ]);
    expect(running.rows.map((r) => r.name).sort()).toEqual(["Ada Lovelace", "Bob Stone"]);
  });

  it("ranks from synced submissions inside the window only, queues the participants' accounts, and freezes at the end", async () => {
    const { ada, bob } = await group();
    const adaCf = await account("codeforces", "ada_cf", ada);
    const bobCf = await account("codeforces", "bob_cf", bob);
    const p = watermelon;
    const made = (await create(ada, [bob.id], { problems: [{ url: "https://codeforces.com/contest/4/problem/A" }] })).body.contest;
    await api.http.post("/virtual/respond", { contestId: made.id, accept: true }, { token: bob.token });
    const start = new Date(made.startAt);
    const end = new Date(made.endAt);

    await submit(bobCf.id, p.id, new Date(start.getTime() - MINUTE), "accepted"); // before the start: ignored
    await submit(adaCf.id, p.id, new Date(start.getTime() + 2 * MINUTE), "rejected", "COMPILATION_ERROR"); // not an attempt
    await submit(adaCf.id, p.id, new Date(start.getTime() + 3 * MINUTE), "rejected", "WRONG_ANSWER");
    await submit(adaCf.id, p.id, new Date(start.getTime() + 5 * MINUTE), "accepted");
    api.h.clock.now = new Date(start.getTime() + 6 * MINUTE);
    const standings = async () => (await api.http.get(`/virtual/standings?contestId=${made.id}`, { token: bob.token })).body.rows;
    const live = await standings();
    expect(live.map((r) => [r.rank, r.name, r.solved, r.points, r.penaltySeconds])).toEqual([
      [1, "Ada Lovelace", 1, 100, 5 * 60 + 300],
      [2, "Bob Stone", 0, 0, 0],
    ]);
    expect(live[0]!.cells[0]).toMatchObject({ solvedAt: new Date(start.getTime() + 5 * MINUTE).toISOString(), attemptsBefore: 1 });
    const queued = async () =>
      (await api.h.database.db.select({ accountId: syncJobs.accountId }).from(syncJobs)).map((j) => j.accountId).sort();
    expect(await queued()).toEqual([adaCf.id, bobCf.id].sort());
    await api.h.database.db.delete(syncJobs);
    api.h.clock.now = new Date(api.h.clock.now.getTime() + 5_000);
    await standings();
    expect(await queued()).toEqual([]);
    api.h.clock.now = new Date(api.h.clock.now.getTime() + 15_000);
    await standings();
    expect(await queued()).toEqual([adaCf.id, bobCf.id].sort());

    await submit(bobCf.id, p.id, new Date(end.getTime() + MINUTE), "accepted");
    api.h.clock.now = new Date(end.getTime() + 30 * MINUTE);
    expect((await standings()).map((r) => [r.name, r.solved])).toEqual([
      ["Ada Lovelace", 1],
      ["Bob Stone", 0],
    ]);
    expect((await api.http.get("/virtual/list", { token: bob.token })).body.past.map((c) => c.id)).toEqual([made.id]);
    expect((await api.http.post("/virtual/respond", { contestId: made.id, accept: false }, { token: bob.token })).status).toBe(409);
  });

  it("counts only verified handles when the creator asks", async () => {
    const { ada, bob } = await group();
    const bobCf = await account("codeforces", "bob_unverified", bob);
    const p = watermelon;
    const made = (await create(ada, [bob.id], { verifiedOnly: true, problems: [{ url: "https://codeforces.com/contest/4/problem/A" }] }))
      .body.contest;
    await api.http.post("/virtual/respond", { contestId: made.id, accept: true }, { token: bob.token });
    await submit(bobCf.id, p.id, new Date(new Date(made.startAt).getTime() + MINUTE), "accepted");
    api.h.clock.now = new Date(new Date(made.startAt).getTime() + 2 * MINUTE);
    const rows = (await api.http.get(`/virtual/standings?contestId=${made.id}`, { token: ada.token })).body.rows;
    expect(rows.find((r) => r.name === "Bob Stone")).toMatchObject({ solved: 0, freshness: null });

    await api.h.database.db
      .insert(verifiedHandles)
      .values({ accountId: bobCf.id, userId: bob.id, method: "compile_error", verifiedAt: api.h.clock.now });
    const after = (await api.http.get(`/virtual/standings?contestId=${made.id}`, { token: ada.token })).body.rows;
    expect(after.find((r) => r.name === "Bob Stone")).toMatchObject({ rank: 1, solved: 1, points: 100 });
  });

  it("draws problems near the level that nobody in the group has submitted to", async () => {
    const { ada, bob } = await group();
    const bobCf = await account("codeforces", "bob_draw", bob);
    const seen = await problem("100A", { rating: 1500 });
    await problem("100B", { rating: 1500 });
    await problem("100C", { rating: 1600 });
    await problem("100D", { rating: 2600 });
    await submit(bobCf.id, seen.id, new Date(api.h.clock.now.getTime() - 9 * 24 * 60 * MINUTE), "rejected");
    const made = (await create(ada, [bob.id], { problems: undefined, draw: { count: 2, around: 1550 } })).body.contest;
    api.h.clock.now = new Date(new Date(made.startAt).getTime() + MINUTE);
    const drawn = (await api.http.get(`/virtual/standings?contestId=${made.id}`, { token: ada.token })).body.contest.problems;
    expect(drawn.map((d) => d.name)).toEqual(["Problem 100B", "Problem 100C"]);
    expect((await create(ada, [bob.id], { problems: undefined, draw: { count: 3, around: 1550 } })).status).toBe(422);
  });

  it("draws around the group's level when no difficulty is given (unrated people count as 1200)", async () => {
    const { ada, bob } = await group();
    await problem("200A", { rating: 1200 });
    await problem("200B", { rating: 2400 });
    const made = (await create(ada, [bob.id], { problems: undefined, draw: { count: 1 } })).body.contest;
    api.h.clock.now = new Date(new Date(made.startAt).getTime() + MINUTE);
    const drawn = (await api.http.get(`/virtual/standings?contestId=${made.id}`, { token: bob.token })).body.contest.problems;
    expect(drawn.map((d) => [d.name, d.difficulty])).toEqual([["Problem 200A", 1200]]);
  });

  it("saves a finished contest's problems as Tricky Problems in one action, once", async () => {
    const { ada, bob } = await group();
    const made = (await create(ada, [bob.id])).body.contest;
    expect((await api.http.post("/virtual/save-tricky", { contestId: made.id }, { token: ada.token })).status).toBe(409);
    api.h.clock.now = new Date(new Date(made.endAt).getTime() + MINUTE);
    expect((await api.http.post("/virtual/save-tricky", { contestId: made.id }, { token: ada.token })).body.added).toBe(2);
    expect((await api.http.post("/virtual/save-tricky", { contestId: made.id }, { token: ada.token })).body.added).toBe(0);
    const saved = (await api.http.get("/saved/stumbles/get", { token: ada.token })).body.allStumbles;
    expect(saved.map((s) => s.url).sort()).toEqual([
      "https://codeforces.com/contest/4/problem/A",
      "https://leetcode.com/problems/two-sum/",
    ]);
  });

  it("saves none of a contest's problems when all of them would pass the Tricky Problems cap", async () => {
    const { ada, bob } = await group();
    const made = (await create(ada, [bob.id])).body.contest;
    api.h.clock.now = new Date(new Date(made.endAt).getTime() + MINUTE);
    await api.h.database.db.insert(stumbles).values(
      Array.from({ length: COLLECTION_CAPS.trickyProblems - 1 }, (_, i) => ({
        userId: ada.id,
        name: `Problem ${i}`,
        summary: "Stuck",
        platform: "other" as const,
        status: "unsolved",
      })),
    );
    const res = await api.http.post("/virtual/save-tricky", { contestId: made.id }, { token: ada.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CAP_MESSAGES.trickyProblems);
    const [held] = await api.h.database.db.select({ n: count() }).from(stumbles).where(eq(stumbles.userId, ada.id));
    expect(held!.n).toBe(COLLECTION_CAPS.trickyProblems - 1);
  });

  it("refuses bad input with 422: a link on no platform, both problems and a draw, a start in the past", async () => {
    const { ada } = await group();
    expect((await create(ada, [], { problems: [{ url: "https://example.com/x" }] })).status).toBe(422);
    expect((await create(ada, [], { draw: { count: 1 } })).status).toBe(422);
    expect((await create(ada, [], { startAt: inMinutes(-30).toISOString() })).status).toBe(422);
    // Only an ISO time is a start: a link that a date parser would read as the year 1500 is named as the wrong field.
    const notATime = await create(ada, [], { startAt: "https://codeforces.com/contest/1500" });
    expect(notATime.status).toBe(422);
    expect(JSON.stringify(notATime.body)).toContain("Give the start as an ISO time");
    // A participant named by user name instead of id is the caller's mistake, said as such, not a database error.
    const byName = await create(ada, ["bob_the_builder"]);
    expect(byName.status).toBe(422);
    expect(JSON.stringify(byName.body)).toContain("Invite people by their user id");
    expect((await api.http.get("/virtual/standings?contestId=nope", { token: ada.token })).status).toBe(422);
  });
  it.each([
    ["the year 9999", "9999-12-31T23:30:00Z"],
    ["more than a year ahead", "2099-06-01T10:00:00Z"],
  ])("refuses a start in %s with 422 naming startAt, and writes nothing", async (_label, startAt) => {
    const { ada } = await group();
    const before = await databaseSnapshot(api.h.database.db);
    const res = await create(ada, [], { startAt, problems: [{ url: "https://codeforces.com/problemset/problem/1999/Z" }] });
    expect(res.status).toBe(422);
    expect(res.body.issues).toHaveProperty(["startAt"]);
    expect(await databaseSnapshot(api.h.database.db)).toEqual(before);
  });

  it("refuses a link to a problem no sync has stored with 422 naming it, and adds nothing to the catalogue", async () => {
    const { ada } = await group();
    const before = await databaseSnapshot(api.h.database.db);
    const res = await create(ada, [], {
      problems: [{ url: "https://codeforces.com/contest/4/problem/A" }, { url: "https://leetcode.com/problems/my-own-made-up-slug/" }],
    });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual({ "problems.1.url": [UNKNOWN_PROBLEM_MESSAGE] });
    expect(await databaseSnapshot(api.h.database.db)).toEqual(before);
  });

  it("finds problems we know by name, whatever the letter case, and refuses a one-letter search", async () => {
    const { ada } = await group();
    await problem("50A", { name: "Domino piling" });
    await problem("71A", { name: "Way Too Long Words", platform: "codeforces" });
    const found = await api.http.get("/virtual/problems?q=WATER", { token: ada.token });
    expect(found.status).toBe(200);
    expect(found.body.problems.map((p) => p.name)).toEqual(["Watermelon"]);
    expect(found.body.problems[0]).toMatchObject({ platform: "codeforces", difficulty: null });
    expect((await api.http.get("/virtual/problems?q=%25%25", { token: ada.token })).body.problems).toEqual([]);
    expect((await api.http.get("/virtual/problems?q=w", { token: ada.token })).status).toBe(422);
    expect((await api.http.get("/virtual/problems?q=water")).status).toBe(401);
  });
});
