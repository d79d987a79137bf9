import { and, asc, eq, sql } from "drizzle-orm";
import type { conceptInputSchema, Concept } from "@/lib/contract/concepts";
import { LIST_READ_LIMIT, NOTE_CHANGED_MESSAGE } from "@/lib/contract/limits";
import type { z } from "zod";
import { refuseAtCap } from "../../db/caps";
import type { Db } from "../../db/client";
import { concepts } from "../../db/schema";
import { writeAtAddress, type ListAddress, type OrderedList } from "../../db/list-position";
import { AppError } from "../../core/errors";

type ConceptRow = typeof concepts.$inferSelect;
type ConceptFields = z.output<typeof conceptInputSchema>;

const toConcept = (r: ConceptRow): Concept => ({
  id: r.id,
  title: r.title,
  description: r.description,
  notes: r.notes,
  problemLinks: r.problemLinks,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

/** docs/behaviour.md §4: new notes go at the end, so the list (and every index) runs oldest first. */
const oldestFirst = asc(concepts.seq);

export async function listConcepts(db: Db, userId: string): Promise<Concept[]> {
  const rows = await db.select().from(concepts).where(eq(concepts.userId, userId)).orderBy(oldestFirst).limit(LIST_READ_LIMIT);
  return rows.map(toConcept);
}

export async function addConcept(db: Db, userId: string, input: ConceptFields, now: Date): Promise<Concept> {
  return db.transaction(async (tx) => {
    await refuseAtCap(tx, userId, "notes", concepts, eq(concepts.userId, userId));
    const [row] = await tx
      .insert(concepts)
      .values({ ...input, userId, createdAt: now, updatedAt: now })
      .returning();
    return toConcept(row!);
  });
}

const conceptList: OrderedList = { table: concepts, order: oldestFirst, what: "Note" };

/** An edit names the version it was made from; one made from an older copy is refused, not applied over the newer one. */
export async function editConcept(db: Db, userId: string, address: ListAddress & { version: number }, input: ConceptFields, now: Date) {
  const row = await writeAtAddress(db, conceptList, userId, address, async (tx, where) => {
    const [updated] = await tx
      .update(concepts)
      .set({ ...input, updatedAt: now, version: sql`${concepts.version} + 1` })
      .where(and(where, eq(concepts.version, address.version)))
      .returning();
    if (updated) return updated;
    const [current] = await tx.select({ version: concepts.version }).from(concepts).where(where).limit(1);
    if (current) throw new AppError("conflict", NOTE_CHANGED_MESSAGE);
    return undefined;
  });
  return toConcept(row);
}

export async function removeConcept(db: Db, userId: string, address: ListAddress): Promise<void> {
  await writeAtAddress(db, conceptList, userId, address, async (tx, where) => {
    const [deleted] = await tx.delete(concepts).where(where).returning({ id: concepts.id });
    return deleted;
  });
}
