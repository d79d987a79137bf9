import { desc, eq } from "drizzle-orm";
import { type stumbleInputSchema, stumbleStatus, type Stumble, type StumbleStatus } from "@/lib/contract/stumbles";
import type { z } from "zod";
import { LIST_READ_LIMIT } from "@/lib/contract/limits";
import { refuseAtCap } from "../../db/caps";
import type { Db } from "../../db/client";
import { stumbles } from "../../db/schema";
import { writeAtAddress, type ListAddress, type OrderedList } from "../../db/list-position";

type StumbleRow = typeof stumbles.$inferSelect;
type StumbleFields = z.output<typeof stumbleInputSchema>;

const toStumble = (r: StumbleRow): Stumble => ({
  id: r.id,
  name: r.name,
  summary: r.summary,
  url: r.url,
  platform: r.platform,
  hint: r.hint,
  intuition: r.intuition,
  solution: r.solution,
  status: r.status as StumbleStatus,
  createdAt: r.createdAt.toISOString(),
});

/** docs/behaviour.md §4: new stumbles go at the top, so the list (and every index) runs newest first. */
const newestFirst = desc(stumbles.seq);

export async function listStumbles(db: Db, userId: string): Promise<Stumble[]> {
  const rows = await db.select().from(stumbles).where(eq(stumbles.userId, userId)).orderBy(newestFirst).limit(LIST_READ_LIMIT);
  return rows.map(toStumble);
}

export async function addStumble(db: Db, userId: string, input: StumbleFields, now: Date): Promise<Stumble> {
  const { status: _ignored, ...fields } = input;
  return db.transaction(async (tx) => {
    await refuseAtCap(tx, userId, "trickyProblems", stumbles, eq(stumbles.userId, userId));
    const [row] = await tx
      .insert(stumbles)
      // docs/behaviour.md §4: the status follows the solution link, whatever the client claims.
      .values({ ...fields, userId, status: stumbleStatus(fields.solution), createdAt: now })
      .returning();
    return toStumble(row!);
  });
}

const stumbleList: OrderedList = { table: stumbles, order: newestFirst, what: "Problem" };

export async function removeStumble(db: Db, userId: string, address: ListAddress): Promise<void> {
  await writeAtAddress(db, stumbleList, userId, address, async (tx, where) => {
    const [deleted] = await tx.delete(stumbles).where(where).returning({ id: stumbles.id });
    return deleted;
  });
}
