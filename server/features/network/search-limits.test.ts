import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";
import { LOOKUP_WINDOW } from "./search";

const sim = simulatedPlatforms();
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch, realClock: true });
const userInfoCalls = () => sim.simulator.calls().filter((c) => c.platform === "codeforces" && c.path.includes("user.info")).length;
const search = (token: string, searchQuery: string) =>
  api.http.post("/fetch/searchUser", { searchQuery, platform: "codeforces" }, { token });

it("asks the platform once about a handle it said nobody has, however often it is searched", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const before = userInfoCalls();
  for (let i = 0; i < 3; i++) expect((await search(token, "ghost_asked_once")).body).toMatchObject({ searchResults: [], unreachable: [] });
  expect(userInfoCalls() - before).toBe(1);
});

it("limits one user's platform look-ups, with Retry-After, and leaves another user's alone", async () => {
  const greedy = await signUpAndIn(api.h.app);
  for (let i = 0; i < LOOKUP_WINDOW.limit; i++) expect((await search(greedy.token, `ghost_greedy_${i}`)).status).toBe(200);
  const refused = await search(greedy.token, "ghost_greedy_last");
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  // Searching our own people asks no platform and is not limited.
  expect((await api.http.post("/fetch/searchUser", { searchQuery: "ghost" }, { token: greedy.token })).status).toBe(200);
  const other = await signUpAndIn(api.h.app);
  expect((await search(other.token, "ghost_other")).status).toBe(200);
});
