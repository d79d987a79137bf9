import { openDatabase, type Database } from "../db/client";
import { syncJobs } from "../db/schema";
import { claimJobs } from "./jobs";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: "pglite" });
});
afterAll(() => database.close());

it("claims a job someone waits for (a new handle, Sync now) before older demo seeding and routine work", async () => {
  const at = new Date("2026-11-03T12:00:00Z");
  const minutesAgo = (m: number) => new Date(at.getTime() - m * 60_000);
  await database.db.insert(syncJobs).values([
    { key: "check:routine", dueAt: minutesAgo(30), reason: "due" },
    { key: "check:seed", dueAt: minutesAgo(20), reason: "seed" },
    { key: "check:sync-now", dueAt: minutesAgo(1), reason: "manual" },
    { key: "check:new-handle", dueAt: minutesAgo(2), reason: "first" },
  ]);
  const first = await claimJobs(database.db, "worker-1", at, 2, 60_000);
  expect(first.map((j) => j.key).sort()).toEqual(["check:new-handle", "check:sync-now"]);
  expect(first.map((j) => j.reason).sort()).toEqual(["first", "manual"]);
  const next = await claimJobs(database.db, "worker-2", at, 1, 60_000);
  expect(next.map((j) => j.key)).toEqual(["check:routine"]);
});
