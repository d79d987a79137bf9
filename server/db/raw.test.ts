import { sql } from "drizzle-orm";
import { createHarness, type Harness } from "../test/harness";
import { queryPrepared, queryRows } from "./raw";

// The statement is really prepared only on PostgreSQL (API_TEST_DB=postgres).
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const probe = (n: number) => sql`
  select ${n}::int as n, timestamptz '2026-03-01 12:00:00+00' + make_interval(days => ${n}) as at,
    date '2026-03-01' as day, interval '90 minutes' as span, 1.50::numeric as price,
    json_build_array(${n}::int, 'x', null) as list, array[timestamptz '2026-03-01 00:00:00+00'] as ats`;

it("gives the plain query's rows, call after call, with its parameters", async () => {
  for (const n of [1, 2, 3, 1]) {
    const prepared = await queryPrepared<Record<string, unknown>>(h.database.db, "raw_test_probe", probe(n));
    expect(prepared).toEqual(await queryRows(h.database.db, probe(n)));
    expect(prepared[0]).toMatchObject({ n, list: [n, "x", null] });
  }
});

it("runs inside the transaction it is given: what the transaction wrote, and nothing once it is rolled back", async () => {
  await h.database.db.execute(sql`create table raw_test_rows (n int)`);
  const count = sql`select count(*)::int as n from raw_test_rows`;
  await expect(
    h.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into raw_test_rows values (1)`);
      expect(await queryPrepared(tx, "raw_test_count", count)).toEqual([{ n: 1 }]);
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  expect(await queryPrepared(h.database.db, "raw_test_count", count)).toEqual([{ n: 0 }]);
  await h.database.db.execute(sql`drop table raw_test_rows`);
});
