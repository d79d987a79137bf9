import { testData } from "../../test/data";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";

const sim = simulatedPlatforms(3, 4);
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch });
const { account, problem, submit } = testData(() => api.h);

const dashboard = async (token: string, tz = "UTC") => api.http.get(`/fetch/dashboard?tz=${encodeURIComponent(tz)}`, { token });

it("gives a user with no handles an empty, well-formed fullData", async () => {
  const me = await signUpAndIn(api.h.app);
  const res = await dashboard(me.token);
  expect(res.status).toBe(200);
  const d = res.body.fullData;
  expect(d).toMatchObject({ platforms: [], streak: { current: 0, longest: 0 }, solvedToday: 0, dailyGoal: 5, networkRecent: [] });
  expect(d.totals).toEqual({ solved: 0, submissions: 0, contests: 0, activeDays: 0 });
  expect(d.activity).toHaveLength(365);
  expect(d.activity.at(-1)).toEqual({ date: d.today, submissions: 0, accepted: 0, level: 0 });
});

it("refuses an unknown time zone with 422", async () => {
  const me = await signUpAndIn(api.h.app);
  expect((await dashboard(me.token, "Mars/Olympus")).status).toBe(422);
});

it("buckets activity, streaks and today in the user's time zone, and only the user's own data", async () => {
  api.h.clock.now = new Date("2026-11-22T20:00:00Z"); // already the 23rd in Kolkata
  const me = await signUpAndIn(api.h.app);
  const other = await signUpAndIn(api.h.app);
  const mine = await account("codeforces", "me_cf", me, 1650);
  const theirs = await account("codeforces", "them_cf", other);
  const a = await problem("1A", { rating: 1300, tags: ["math"] });
  const b = await problem("1B", { rating: 1900, tags: ["dp", "math"] });
  const at = (iso: string) => new Date(iso);
  // 19:00Z on the 22nd = 00:30 on the 23rd in Kolkata; 18:00Z = 23:30 on the 22nd there.
  await submit(mine.id, a.id, 0, "accepted", at("2026-11-22T19:00:00Z"));
  await submit(mine.id, b.id, 0, "rejected", at("2026-11-22T18:00:00Z"));
  await submit(mine.id, b.id, 0, "accepted", at("2026-11-21T10:00:00Z"));
  await submit(mine.id, a.id, 0, "accepted", at("2026-11-20T10:00:00Z"));
  await submit(theirs.id, a.id, 0, "accepted", at("2026-11-22T19:30:00Z"));

  const kolkata = (await dashboard(me.token, "Asia/Kolkata")).body.fullData;
  expect(kolkata.today).toBe("2026-11-23");
  const day = (d: string) => kolkata.activity.find((x: { date: string }) => x.date === d);
  expect(day("2026-11-23")).toEqual({ date: "2026-11-23", submissions: 1, accepted: 1, level: 1 });
  expect(day("2026-11-22")).toEqual({ date: "2026-11-22", submissions: 1, accepted: 0, level: 1 });
  expect(kolkata.solvedToday).toBe(1);
  // Any verdict makes a day active, so the 22nd's rejected submission keeps the run of the 20th to 23rd.
  expect(kolkata.streak).toEqual({ current: 4, longest: 4 });
  const heatmapActive = kolkata.activity.filter((d: { submissions: number }) => d.submissions > 0).length;
  expect(kolkata.totals.activeDays).toBe(heatmapActive);
  expect(heatmapActive).toBe(4);
  // Four days of one submission each: all on the palest colour, and the scale says so.
  expect(kolkata.activityScale.slice(0, 2)).toEqual([
    { level: 0, min: 0, max: 0 },
    { level: 1, min: 1, max: 1 },
  ]);
  expect(kolkata.totals).toMatchObject({ solved: 2, submissions: 4 });

  const utc = (await dashboard(me.token, "UTC")).body.fullData;
  expect(utc.today).toBe("2026-11-22");
  expect(utc.streak).toEqual({ current: 3, longest: 3 });
  expect(utc.solvedToday).toBe(1);

  const cf = utc.platforms[0]!;
  expect(cf).toMatchObject({ platform: "codeforces", solved: 2, account: { handle: "me_cf", rating: 1650 } });
  expect(cf.solvedBy).toEqual([
    { label: "easy", count: 1 },
    { label: "medium", count: 0 },
    { label: "hard", count: 1 },
    { label: "insane", count: 0 },
  ]);
  expect(cf.topTags[0]).toEqual({ tag: "math", count: 2 });

  for (const [tz, full] of [
    ["Asia/Kolkata", kolkata],
    ["UTC", utc],
  ] as const) {
    const res = await api.http.get(`/fetch/progress?tz=${encodeURIComponent(tz)}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.progress).toEqual({ solvedToday: full.solvedToday, dailyGoal: 5, streak: full.streak, syncing: false });
  }
  expect((await api.http.get("/fetch/progress?tz=Mars%2FOlympus", { token: me.token })).status).toBe(422);
});

it("shows the network's recent accepted problems, newest first", async () => {
  const me = await signUpAndIn(api.h.app);
  const friend = await signUpAndIn(api.h.app, { fullName: "Friend Person" });
  const acc = await account("codeforces", "friend_cf", friend);
  const p = await problem("2A");
  const q = await problem("2B");
  await submit(acc.id, p.id, 1, "accepted");
  await submit(acc.id, q.id, 0.5, "accepted");
  await submit(acc.id, q.id, 9, "accepted");
  await api.http.post("/friends/toggleFriend", { friend_id: friend.id }, { token: me.token });
  const d = (await dashboard(me.token)).body.fullData;
  expect(d.networkRecent.map((r: { problem: string; person: string }) => [r.problem, r.person])).toEqual([
    ["Problem 2B", "Friend Person"],
    ["Problem 2A", "Friend Person"],
  ]);
});

it("lists the network's 20 latest solves of the week, not older ones", async () => {
  const me = await signUpAndIn(api.h.app);
  const friend = await signUpAndIn(api.h.app, { fullName: "Busy Friend" });
  const acc = await account("codeforces", "busy_cf", friend);
  // 22 solves, one every 6 hours: the two oldest are past the 20 latest.
  for (let i = 0; i < 22; i++) await submit(acc.id, (await problem(`3${String(i).padStart(2, "0")}`)).id, i / 4, "accepted");
  await api.http.post("/friends/toggleFriend", { friend_id: friend.id }, { token: me.token });
  const d = (await dashboard(me.token)).body.fullData;
  expect(d.networkRecent.map((r: { problem: string }) => r.problem)).toEqual(
    Array.from({ length: 20 }, (_, i) => `Problem 3${String(i).padStart(2, "0")}`),
  );
});

it("saves the daily goal through the profile update (1 to 50)", async () => {
  const me = await signUpAndIn(api.h.app, { fullName: "Goal Setter" });
  const base = { fullName: "Goal Setter" };
  expect((await api.http.post("/profile/updateProfile", { ...base, dailyGoal: 0 }, { token: me.token })).status).toBe(422);
  expect((await api.http.post("/profile/updateProfile", { ...base, dailyGoal: 51 }, { token: me.token })).status).toBe(422);
  const ok = await api.http.post("/profile/updateProfile", { ...base, dailyGoal: 12 }, { token: me.token });
  expect(ok.body.profileData.personal.dailyGoal).toBe(12);
  expect((await dashboard(me.token)).body.fullData.dailyGoal).toBe(12);
});

it("counts today's solves from one source: the dashboard and the sidebar's progress agree as solves come in", async () => {
  api.h.clock.now = new Date("2026-11-22T12:00:00Z");
  const me = await signUpAndIn(api.h.app);
  const mine = await account("codeforces", "goal_cf", me, 1500);
  const [a, b, c] = [await problem("7A"), await problem("7B"), await problem("7C")];
  const progress = async () => (await api.http.get("/fetch/progress?tz=UTC", { token: me.token })).body.progress;
  const figures = async () => {
    const d = (await dashboard(me.token)).body.fullData;
    const p = await progress();
    expect(p.solvedToday).toBe(d.solvedToday);
    expect(p.streak).toEqual(d.streak);
    return { today: d.solvedToday, total: d.totals.solved };
  };

  await submit(mine.id, a.id, 3, "accepted");
  expect(await figures()).toEqual({ today: 0, total: 1 });
  await submit(mine.id, b.id, 0, "accepted", new Date("2026-11-22T09:00:00Z"));
  expect(await figures()).toEqual({ today: 1, total: 2 });
  await submit(mine.id, b.id, 0, "accepted", new Date("2026-11-22T10:00:00Z"));
  await submit(mine.id, c.id, 0, "rejected", new Date("2026-11-22T11:00:00Z"));
  expect(await figures()).toEqual({ today: 1, total: 2 });
});
