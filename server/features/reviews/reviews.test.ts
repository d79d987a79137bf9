import { DAY, HOUR, MINUTE } from "@/lib/time";
import { submissions } from "../../db/schema";
import { testData } from "../../test/data";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";

const api = apiHarnessPerFile();
const { account, problem } = testData(() => api.h);

let seq = 0;
async function submit(accountId: string, problemId: number, at: Date, verdict: "accepted" | "rejected", rawVerdict: string = verdict) {
  seq += 1;
  await api.h.database.db
    .insert(submissions)
    .values({ accountId, problemId, externalId: `rv${seq}`, verdict, rawVerdict, submittedAt: at });
}

const later = (ms: number) => {
  api.h.clock.now = new Date(api.h.clock.now.getTime() + ms);
  return api.h.clock.now;
};

async function save(token: string, url: string, name = "Tricky One") {
  const res = await api.http.post(
    "/saved/stumbles/add",
    { name, summary: "x", url, platform: "codeforces", hint: "", intuition: "", solution: "" },
    { token },
  );
  expect(res.status).toBe(201);
  return res.body.stumble.id;
}

describe("review cards", () => {
  it("need a session", async () => {
    expect((await api.http.get("/reviews/due")).status).toBe(401);
    expect((await api.http.post("/reviews/grade", { stumbleId: crypto.randomUUID(), passed: true, fromScratch: true })).status).toBe(401);
  });

  it("a saved problem is due at once and cleared by a synced Accepted on it, whichever of its links was saved", async () => {
    const me = await signUpAndIn(api.h.app);
    const cf = await account("codeforces", `rv_${me.id.slice(0, 8)}`, me);
    const p = await problem("1500C", { url: "https://codeforces.com/contest/1500/problem/C" });
    const id = await save(me.token, "https://codeforces.com/problemset/problem/1500/c");

    const due = await api.http.get("/reviews/due", { token: me.token });
    expect(due.body.counts).toEqual({ due: 1, upcoming: 0 });
    expect(due.body.due).toEqual([
      {
        stumbleId: id,
        problem: { name: "Tricky One", url: "https://codeforces.com/problemset/problem/1500/c", platform: "codeforces" },
        dueAt: api.h.clock.now.toISOString(),
        lastReviewAt: null,
        reviews: [],
      },
    ]);

    // The Accepted arrives with a later sync; reading the list again grades it.
    const solvedAt = later(2 * HOUR);
    await submit(cf.id, p.id, solvedAt, "accepted", "OK");
    later(MINUTE);
    const after = await api.http.get("/reviews/due", { token: me.token });
    expect(after.body.counts).toEqual({ due: 0, upcoming: 1 });
    const cards = await api.http.get("/reviews/cards", { token: me.token });
    expect(cards.body.cards[0]).toMatchObject({
      stumbleId: id,
      lastReviewAt: solvedAt.toISOString(),
      reviews: [{ at: solvedAt.toISOString(), passed: true, source: "platform", fromScratch: null }],
    });
    expect(Date.parse(cards.body.cards[0]!.dueAt)).toBeGreaterThan(solvedAt.getTime());
  });

  it("a failed attempt with no Accepted becomes a lapse once its day is over, with no sync in between", async () => {
    const me = await signUpAndIn(api.h.app);
    const cf = await account("codeforces", `rv_l_${me.id.slice(0, 8)}`, me);
    const p = await problem("1503D", { url: "https://codeforces.com/contest/1503/problem/D" });
    await save(me.token, p.url);
    await submit(cf.id, p.id, later(HOUR), "accepted", "OK");
    const firstDue = (await api.http.get("/reviews/cards", { token: me.token })).body.cards[0]!.dueAt;
    api.h.clock.now = new Date(Date.parse(firstDue) + HOUR);
    const failedAt = later(0);
    await submit(cf.id, p.id, failedAt, "rejected", "WRONG_ANSWER");
    later(2 * HOUR);
    const open = await api.http.get("/reviews/due", { token: me.token });
    expect(open.body.due[0]?.reviews.map((r) => r.passed)).toEqual([true]);
    later(DAY);
    const decided = await api.http.get("/reviews/cards", { token: me.token });
    expect(decided.body.cards[0]?.reviews).toEqual([
      expect.objectContaining({ passed: true }),
      { at: failedAt.toISOString(), passed: false, source: "platform", fromScratch: null },
    ]);
    // A lapse brings the problem back soon: within a couple of days of the failure.
    expect(Date.parse(decided.body.cards[0]!.dueAt)).toBeGreaterThan(failedAt.getTime());
    expect(Date.parse(decided.body.cards[0]!.dueAt)).toBeLessThanOrEqual(failedAt.getTime() + 3 * DAY);
  });

  it("a late sync that brings an earlier Accepted rebuilds the card as if it had arrived first", async () => {
    const me = await signUpAndIn(api.h.app);
    const cf = await account("codeforces", `rv_late_${me.id.slice(0, 8)}`, me);
    const p = await problem("1504B", { url: "https://codeforces.com/contest/1504/problem/B" });
    await save(me.token, p.url);
    const saved = api.h.clock.now;
    const second = new Date(saved.getTime() + 2 * HOUR);
    await submit(cf.id, p.id, second, "accepted", "OK");
    later(3 * HOUR);
    const before = await api.http.get("/reviews/cards", { token: me.token });
    expect(before.body.cards[0]?.reviews.map((r) => r.at)).toEqual([second.toISOString()]);

    // A sync brings in an Accepted made an hour earlier (a verdict judged late, a page read late).
    const first = new Date(saved.getTime() + HOUR);
    await submit(cf.id, p.id, first, "accepted", "OK");
    const after = await api.http.get("/reviews/cards", { token: me.token });
    expect(after.body.cards[0]?.reviews.map((r) => r.at)).toEqual([first.toISOString()]);
    expect(after.body.cards[0]?.dueAt).toBe(new Date(first.getTime() + 3 * DAY).toISOString());
  });

  it("someone else's submissions on the same problem grade nothing", async () => {
    const me = await signUpAndIn(api.h.app);
    const other = await signUpAndIn(api.h.app);
    const theirs = await account("codeforces", `rv_o_${other.id.slice(0, 8)}`, other);
    const p = await problem("1501A", { url: "https://codeforces.com/contest/1501/problem/A" });
    await save(me.token, p.url);
    await submit(theirs.id, p.id, later(HOUR), "accepted", "OK");
    expect((await api.http.get("/reviews/due", { token: me.token })).body.counts).toEqual({ due: 1, upcoming: 0 });
  });

  it("a review marked by hand schedules the card; nobody marks or sees another's cards", async () => {
    const me = await signUpAndIn(api.h.app);
    const other = await signUpAndIn(api.h.app);
    const id = await save(me.token, "https://codeforces.com/contest/1502/problem/B");

    const theirs = await api.http.post("/reviews/grade", { stumbleId: id, passed: true, fromScratch: true }, { token: other.token });
    expect(theirs.status).toBe(404);
    expect((await api.http.get("/reviews/cards", { token: other.token })).body.cards).toEqual([]);
    expect((await api.http.get("/reviews/due", { token: me.token })).body.due.map((c) => c.stumbleId)).toEqual([id]);

    const mine = await api.http.post("/reviews/grade", { stumbleId: id, passed: true, fromScratch: true }, { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body.card?.reviews).toEqual([{ at: api.h.clock.now.toISOString(), passed: true, source: "manual", fromScratch: true }]);
    expect((await api.http.get("/reviews/due", { token: me.token })).body.counts).toEqual({ due: 0, upcoming: 1 });
  });

  it("grading refuses a malformed body with field issues", async () => {
    const me = await signUpAndIn(api.h.app);
    const res = await api.http.post("/reviews/grade", { stumbleId: "nope", passed: "yes" }, { token: me.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.issues ?? {}).sort()).toEqual(["fromScratch", "passed", "stumbleId"]);
  });
});

describe("review settings", () => {
  it("default to 0.9 and 365 days, are saved per user, and are checked", async () => {
    const me = await signUpAndIn(api.h.app);
    const other = await signUpAndIn(api.h.app);
    expect((await api.http.get("/reviews/settings", { token: me.token })).body.settings).toEqual({
      targetRetention: 0.9,
      maximumIntervalDays: 365,
    });
    const saved = await api.http.post("/reviews/settings/update", { targetRetention: 0.85, maximumIntervalDays: 90 }, { token: me.token });
    expect(saved.body.settings).toEqual({ targetRetention: 0.85, maximumIntervalDays: 90 });
    expect((await api.http.get("/reviews/settings", { token: me.token })).body.settings).toEqual(saved.body.settings);
    expect((await api.http.get("/reviews/settings", { token: other.token })).body.settings?.targetRetention).toBe(0.9);
    for (const targetRetention of [0.7, 0.99]) {
      const edge = await api.http.post("/reviews/settings/update", { targetRetention, maximumIntervalDays: 36500 }, { token: me.token });
      expect(edge.status).toBe(200);
      expect(edge.body.settings).toEqual({ targetRetention, maximumIntervalDays: 36500 });
    }
    const bad = await api.http.post("/reviews/settings/update", { targetRetention: 1.5, maximumIntervalDays: 0 }, { token: me.token });
    expect(bad.status).toBe(422);
  });
});

describe("review offers", () => {
  it("offer problems failed at least twice before an Accepted, compile errors aside, and one action saves one", async () => {
    const me = await signUpAndIn(api.h.app);
    const other = await signUpAndIn(api.h.app);
    const cf = await account("codeforces", `rv_of_${me.id.slice(0, 8)}`, me);
    const theirs = await account("codeforces", `rv_ot_${other.id.slice(0, 8)}`, other);
    const hard = await problem("1600D", { name: "Hard Won", url: "https://codeforces.com/contest/1600/problem/D" });
    const easy = await problem("1600A", { name: "Compile Noise", url: "https://codeforces.com/contest/1600/problem/A" });
    const t0 = new Date(api.h.clock.now.getTime() - 10 * HOUR);
    const t = (h: number) => new Date(t0.getTime() + h * HOUR);
    await submit(cf.id, hard.id, t(0), "rejected", "WRONG_ANSWER");
    await submit(cf.id, hard.id, t(1), "rejected", "TIME_LIMIT_EXCEEDED");
    await submit(cf.id, hard.id, t(2), "accepted", "OK");
    await submit(cf.id, easy.id, t(0), "rejected", "COMPILATION_ERROR");
    await submit(cf.id, easy.id, t(1), "rejected", "WRONG_ANSWER");
    await submit(cf.id, easy.id, t(2), "accepted", "OK");
    const theirsOnly = await problem("1600E", { url: "https://codeforces.com/contest/1600/problem/E" });
    await submit(theirs.id, theirsOnly.id, t(0), "rejected", "WRONG_ANSWER");
    await submit(theirs.id, theirsOnly.id, t(1), "rejected", "WRONG_ANSWER");
    await submit(theirs.id, theirsOnly.id, t(2), "accepted", "OK");

    const offers = await api.http.get("/reviews/offers", { token: me.token });
    expect(offers.body.offers).toEqual([
      { problemId: hard.id, name: "Hard Won", url: hard.url, platform: "codeforces", failures: 2, acceptedAt: t(2).toISOString() },
    ]);
    expect((await api.http.get("/reviews/due", { token: me.token })).body.counts).toEqual({ due: 0, upcoming: 0 });

    expect((await api.http.post("/reviews/offers/accept", { problemId: theirsOnly.id }, { token: me.token })).status).toBe(404);
    const accepted = await api.http.post("/reviews/offers/accept", { problemId: hard.id }, { token: me.token });
    expect(accepted.status).toBe(201);
    expect(accepted.body.stumble).toMatchObject({
      name: "Hard Won",
      url: hard.url,
      summary: "Accepted on Codeforces after 2 failed attempts.",
    });
    expect((await api.http.get("/reviews/offers", { token: me.token })).body.offers).toEqual([]);
    expect((await api.http.get("/reviews/due", { token: me.token })).body.due.map((c) => c.problem.name)).toEqual(["Hard Won"]);
    expect((await api.http.post("/reviews/offers/accept", { problemId: hard.id }, { token: me.token })).status).toBe(404);
  });

  it("an offer turned down is not offered again, and only the user's own offers can be turned down", async () => {
    const me = await signUpAndIn(api.h.app);
    const other = await signUpAndIn(api.h.app);
    const cf = await account("codeforces", `rv_dm_${me.id.slice(0, 8)}`, me);
    const first = await problem("1700C", { name: "Turned Down", url: "https://codeforces.com/contest/1700/problem/C" });
    const second = await problem("1700D", { name: "Still Offered", url: "https://codeforces.com/contest/1700/problem/D" });
    const t0 = new Date(api.h.clock.now.getTime() - 10 * HOUR);
    const t = (h: number) => new Date(t0.getTime() + h * HOUR);
    for (const p of [first, second]) {
      await submit(cf.id, p.id, t(0), "rejected", "WRONG_ANSWER");
      await submit(cf.id, p.id, t(1), "rejected", "WRONG_ANSWER");
      await submit(cf.id, p.id, t(p === first ? 3 : 2), "accepted", "OK");
    }
    const names = async () => (await api.http.get("/reviews/offers", { token: me.token })).body.offers.map((o) => o.name);
    expect(await names()).toEqual(["Turned Down", "Still Offered"]);

    expect((await api.http.post("/reviews/offers/dismiss", { problemId: first.id }, { token: other.token })).status).toBe(404);
    expect(await names()).toEqual(["Turned Down", "Still Offered"]);

    expect((await api.http.post("/reviews/offers/dismiss", { problemId: first.id }, { token: me.token })).status).toBe(200);
    expect(await names()).toEqual(["Still Offered"]);
    // Twice is harmless; a new failure on it later does not bring it back.
    expect((await api.http.post("/reviews/offers/dismiss", { problemId: first.id }, { token: me.token })).status).toBe(200);
    await submit(cf.id, first.id, t(4), "rejected", "WRONG_ANSWER");
    expect(await names()).toEqual(["Still Offered"]);
    expect((await api.http.post("/reviews/offers/dismiss", { problemId: 0 }, { token: me.token })).status).toBe(422);
  });
});
