import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";

/** Codeforces' breaker stays open once it failed, so the tests needing it come first. */
const sim = simulatedPlatforms();
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch, realClock: true });
const handle = sim.handles("codeforces").find((h) => !h.startsWith("unrated_") && !h.startsWith("empty_"))!;

it("names no platform when every one answered", async () => {
  const daily = await api.http.get("/fetch/daily");
  expect(daily.body.unreachable).toEqual([]);
  expect(daily.body.daily).not.toBeNull();
});

it("says nobody only when the platform answered that nobody has the handle", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const res = await api.http.post("/fetch/searchUser", { searchQuery: "ghost_nobody_here", platform: "codeforces" }, { token });
  expect(res.body).toMatchObject({ searchResults: [], unreachable: [] });
});

it("keeps the platforms that answered and names the one that did not", async () => {
  sim.simulator.faults.add({ platform: "codeforces", kind: "http_503" });
  const partial = await api.http.get("/contests/upcoming");
  expect(partial.body.unreachable).toEqual(["codeforces"]);
  const platforms = new Set((partial.body.contests as Array<{ platform: string }>).map((c) => c.platform));
  expect(platforms).toEqual(new Set(["leetcode", "codechef"]));
});

it("says the platform could not be asked about a handle, not that nobody matches", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const res = await api.http.post("/fetch/searchUser", { searchQuery: handle, platform: "codeforces" }, { token });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ searchResults: [], unreachable: ["codeforces"] });
});
