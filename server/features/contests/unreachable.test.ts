import { userHandles } from "../../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";

/** The breakers stay open past each test, so the tests here assume every platform down. */
const sim = simulatedPlatforms();
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch, realClock: true });
const db = () => api.h.database.db;
const normal = (platform: "codeforces" | "leetcode" | "codechef") =>
  sim.handles(platform).find((h) => !h.startsWith("unrated_") && !h.startsWith("empty_"))!;

beforeAll(() => {
  for (const platform of ["codeforces", "leetcode", "codechef"] as const) sim.simulator.faults.add({ platform, kind: "http_503" });
});

it("names every platform that could not be reached instead of answering an empty list as none announced", async () => {
  const upcoming = await api.http.get("/contests/upcoming");
  expect(upcoming.status).toBe(200);
  expect(upcoming.body.contests).toEqual([]);
  expect(upcoming.body.unreachable).toEqual(["leetcode", "codeforces", "codechef"]);
  expect(upcoming.headers.get("cache-control")).toBe("no-store");
  const daily = await api.http.get("/fetch/daily");
  expect(daily.body).toMatchObject({ daily: null, unreachable: ["leetcode"] });

  const { token } = await signUpAndIn(api.h.app);
  const dashboard = await api.http.get("/fetch/dashboard?tz=UTC", { token });
  expect(dashboard.body.fullData).toMatchObject({
    upcoming: [],
    daily: null,
    unreachable: { upcoming: ["leetcode", "codeforces", "codechef"], daily: ["leetcode"] },
  });
});

it("says once, in words, which platforms could not be reached and that nothing was saved", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const res = await api.http.post(
    "/profile/updateHandles",
    { leetcode: normal("leetcode"), codeforces: normal("codeforces"), codechef: "" },
    { token },
  );
  expect(res.status).toBe(503);
  // Not the breaker's own words ("paused after repeated failures"): what it means for the save.
  expect(res.body).toMatchObject({
    code: "unavailable",
    message: "LeetCode and Codeforces could not be reached, so nothing was saved. Try again in a minute.",
  });
  expect(await db().select().from(userHandles)).toHaveLength(0);
});
