import { count, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { CAP_MESSAGES, COLLECTION_CAPS } from "@/lib/contract/limits";
import { AppError } from "../core/errors";
import type { Db } from "./client";
import { users } from "./schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Collection = keyof typeof COLLECTION_CAPS;

/**
 * Refuses an add once the user's collection holds its cap (lib/contract/limits.ts). Run inside the
 * add's transaction: the user's row is locked first, so two racing adds are counted one after the other.
 * `adding` 0 checks rows the transaction has already written (an import).
 */
export async function refuseAtCap(tx: Tx, userId: string, collection: Collection, table: PgTable, mine: SQL, adding = 1): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [held] = await tx.select({ n: count() }).from(table).where(mine);
  if (held!.n + adding > COLLECTION_CAPS[collection]) throw new AppError("conflict", CAP_MESSAGES[collection]);
}
