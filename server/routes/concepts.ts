import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { conceptInputSchema, editConceptSchema, removeConceptSchema, type Concept } from "@/lib/contract/concepts";
import type { z } from "zod";
import type { Db } from "../db/client";
import { concepts } from "../db/schema";
import { readJson, type AppEnv, type Deps } from "../http/context";
import { writeAtAddress, type ListAddress, type OrderedList } from "./list-position";

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
});

/** Spec §4: new notes go at the end, so the list (and every index) runs oldest first. */
const oldestFirst = asc(concepts.seq);

export async function listConcepts(db: Db, userId: string): Promise<Concept[]> {
  const rows = await db.select().from(concepts).where(eq(concepts.userId, userId)).orderBy(oldestFirst);
  return rows.map(toConcept);
}

export async function addConcept(db: Db, userId: string, input: ConceptFields, now: Date): Promise<Concept> {
  const [row] = await db
    .insert(concepts)
    .values({ ...input, userId, createdAt: now, updatedAt: now })
    .returning();
  return toConcept(row!);
}

const conceptList: OrderedList = { table: concepts, order: oldestFirst, what: "Note" };

export async function editConcept(db: Db, userId: string, address: ListAddress, input: ConceptFields, now: Date) {
  const row = await writeAtAddress(db, conceptList, userId, address, async (tx, where) => {
    const [updated] = await tx
      .update(concepts)
      .set({ ...input, updatedAt: now })
      .where(where)
      .returning();
    return updated;
  });
  return toConcept(row);
}

export async function removeConcept(db: Db, userId: string, address: ListAddress): Promise<void> {
  await writeAtAddress(db, conceptList, userId, address, async (tx, where) => {
    const [deleted] = await tx.delete(concepts).where(where).returning({ id: concepts.id });
    return deleted;
  });
}

export function conceptRoutes(deps: Deps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  return new Hono<AppEnv>()
    .get("/get", async (c) => c.json({ success: true, allConcepts: await listConcepts(db, c.get("userId")) }))
    .post("/add", async (c) => {
      const input = await readJson(c, conceptInputSchema);
      const concept = await addConcept(db, c.get("userId"), input, now());
      return c.json({ success: true, message: "Note created successfully", concept }, 201);
    })
    .post("/edit", async (c) => {
      const { concept_details, ...address } = await readJson(c, editConceptSchema);
      const concept = await editConcept(db, c.get("userId"), address, concept_details, now());
      return c.json({ success: true, message: "Note edited successfully", concept });
    })
    .post("/remove", async (c) => {
      const address = await readJson(c, removeConceptSchema);
      await removeConcept(db, c.get("userId"), address);
      return c.json({ success: true, message: "Note removed successfully" });
    });
}
