import { sql } from "drizzle-orm";
import { SIM_ENV, simulatedPlatforms } from "../test/platform-sim";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";
import { testData } from "../test/data";
import { queryRows } from "./raw";
import { ANALYZE_BASE_ROWS, ANALYZE_SCALE, createStatisticsKeeper } from "./statistics";

const sim = simulatedPlatforms();
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch, realClock: true });
const db = () => api.h.database.db;
const { account, problem, submit } = testData(() => api.h);

/** -1 before the first ANALYZE. */
const plannerRows = async () =>
  Number(
    (await queryRows<{ n: number }>(db(), sql`select reltuples::float8 as n from pg_class where oid = 'submissions'::regclass`))[0]!.n,
  );
const storedRows = async () => (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from submissions`))[0]!.n;

it("a first sync leaves the planner knowing how many submissions there are", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const handle = sim.handles("codeforces").find((h) => !h.startsWith("unrated_") && !h.startsWith("empty_"))!;
  expect((await api.http.post("/profile/updateHandles", { codeforces: handle }, { token })).status).toBe(200);
  for (let i = 0; i < 20 && (await api.h.system.scheduler.tick()).claimed > 0; i++);
  const stored = await storedRows();
  expect(stored).toBeGreaterThan(0);
  expect(await plannerRows()).toBe(stored);
});

it("analyses again once the rows written since pass 50 and a tenth of those there were", async () => {
  await db().execute(sql`analyze submissions`);
  const keeper = createStatisticsKeeper(db());
  const before = Math.max(0, await plannerRows());
  const owner = await account("codeforces", "stats_keeper");
  const p = await problem("9001A");
  const write = async (rows: number) => {
    for (let i = 0; i < rows; i++) await submit(owner.id, p.id, 1);
    keeper.noteWritten(rows);
  };

  const enough = Math.ceil(ANALYZE_BASE_ROWS + ANALYZE_SCALE * before);
  await write(enough - 1);
  expect(await keeper.refreshIfStale()).toBe(false);
  expect(Math.max(0, await plannerRows())).toBe(before);
  await write(1);
  expect(await keeper.refreshIfStale()).toBe(true);
  expect(await plannerRows()).toBe(await storedRows());

  // The next time needs a tenth of the new count on top of the 50.
  const after = await storedRows();
  await write(Math.ceil(ANALYZE_BASE_ROWS + ANALYZE_SCALE * after) - 1);
  expect(await keeper.refreshIfStale()).toBe(false);
  expect(await plannerRows()).toBe(after);
  await write(1);
  expect(await keeper.refreshIfStale()).toBe(true);
  expect(await plannerRows()).toBe(await storedRows());
});
