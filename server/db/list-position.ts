import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import type { concepts, stumbles } from "./schema";
import { AppError, notFound } from "../core/errors";

/** What a client sends to address one item of a list it shows: its position and its id. */
export type ListAddress = { index: number; id: string };

type Lookup = {
  /** Id of the user's item at this position of the list as the GET route orders it. */
  idAt(index: number): Promise<string | undefined>;
  /** Whether this id is one of the user's items (another user's item counts as absent). */
  owns(id: string): Promise<boolean>;
};

export const staleList = () => new AppError("conflict", "This list has changed since it was loaded; reload it and try again");

/**
 * Turns (index, id?) into the id to delete or update (docs/architecture.md §6). Call it inside the same
 * transaction as the write, and write by the returned id, never by position again.
 * - the id found at the index → that id.
 * - the id there but the item has moved → 409, so a stale tab never touches a neighbour.
 * - an id the user does not own, or no item at the index → 404.
 */
export async function resolveListAddress(address: ListAddress, lookup: Lookup, what: string): Promise<string> {
  const found = await lookup.idAt(address.index);
  if (found === address.id) return found;
  if (await lookup.owns(address.id)) throw staleList();
  throw notFound(what);
}

/** A write by id that touched no row means a concurrent request removed the item first. */
export function expectWritten<T>(row: T | undefined): T {
  if (row === undefined) throw staleList();
  return row;
}

/** A user's list kept in insertion order: which table, in which order the client sees it, and what an item is called. */
export type OrderedList = { table: typeof stumbles | typeof concepts; order: SQL; what: string };

/**
 * Finds the addressed item and writes to it by id, in one transaction (docs/architecture.md §6).
 * `write` gets the condition selecting exactly that item of that user.
 */
export async function writeAtAddress<T>(
  db: Db,
  list: OrderedList,
  userId: string,
  address: ListAddress,
  write: (tx: Db, where: SQL) => Promise<T | undefined>,
): Promise<T> {
  const { table } = list;
  return db.transaction(async (tx) => {
    const mine = (...more: SQL[]) => and(eq(table.userId, userId), ...more)!;
    const id = await resolveListAddress(
      address,
      {
        idAt: async (index) =>
          (await tx.select({ id: table.id }).from(table).where(mine()).orderBy(list.order).offset(index).limit(1))[0]?.id,
        owns: async (id) =>
          (
            await tx
              .select({ id: table.id })
              .from(table)
              .where(mine(eq(table.id, id)))
              .limit(1)
          ).length > 0,
      },
      list.what,
    );
    return expectWritten(await write(tx, mine(eq(table.id, id))));
  });
}
