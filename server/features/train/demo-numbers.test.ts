import type { Recommendation, UserRating } from "@/lib/contract/train";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";

const sim = simulatedPlatforms(11, 12);
const api = apiHarnessPerFile({ ...SIM_ENV, PLATFORM_TIMEOUT_MS: "20000" }, { fetch: sim.fetch, realClock: true });

const handle = (p: "codeforces" | "leetcode" | "codechef") => sim.handles(p).filter((h) => !/^(unrated|empty)_/.test(h))[0]!;

it("a synced programmer gets every band from several platforms at about its chance, and a weakness map near their rating", async () => {
  const me = await signUpAndIn(api.h.app);
  const saved = await api.http.post(
    "/profile/updateHandles",
    { codeforces: handle("codeforces"), leetcode: handle("leetcode"), codechef: handle("codechef") },
    { token: me.token },
  );
  expect(saved.status).toBe(200);
  for (let i = 0; i < 30; i++) if ((await api.h.system.scheduler.tick()).claimed === 0) break;
  await api.h.system.catalogue.refresh();

  const targets = { easy: 0.8, moderate: 0.5, hard: 0.2 };
  let rating: UserRating | undefined;
  for (const [band, chance] of Object.entries(targets)) {
    const res = await api.http.get(`/train/recommendations?band=${band}`, { token: me.token });
    const body = res.body as { userRating: UserRating; problems: Recommendation[] };
    rating = body.userRating;
    expect(body.problems).toHaveLength(30);
    expect(new Set(body.problems.map((p) => p.platform)).size).toBeGreaterThanOrEqual(2);
    for (const p of body.problems) expect(Math.abs(p.chance - chance)).toBeLessThan(0.2);
  }
  expect(rating!.from.length).toBeGreaterThanOrEqual(2);
  expect(rating!.value).toBeGreaterThan(800);
  expect(rating!.value).toBeLessThan(2600);

  const { body } = await api.http.get("/train/weakness", { token: me.token });
  const tags = body.tags;
  expect(tags.length).toBeGreaterThanOrEqual(8);
  for (const t of tags) {
    // The simulated history moves with the real clock: a topic of a few attempts may sit far off, and then its interval says so.
    if (t.solved + t.failed >= 10) expect(Math.abs(t.ability - rating!.value)).toBeLessThan(600);
    else expect(t.high - t.low).toBeGreaterThan(300);
    expect(t.low).toBeLessThanOrEqual(t.ability);
    expect(t.high).toBeGreaterThanOrEqual(t.ability);
  }
  // Weak against the rating or not, the map names where to work next.
  expect(tags.some((t: { focus: boolean }) => t.focus)).toBe(true);
}, 120_000);
