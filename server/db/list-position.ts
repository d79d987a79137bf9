import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import type { concepts, stumbles } from "./schema";
import { AppError, notFound } from "../core/errors";

export type ListAddress = { index: number; id: string };

type Lookup = {
  /** In the order the GET route gives. */
  idAt(index: number): Promise<string | undefined>;
  /** Another user's item counts as absent. */
  owns(id: string): Promise<boolean>;
};

export const staleList = () => new AppError("conflict", "This list has changed since it was loaded; reload it and try again");

/** Call it in the write's transaction and write by the returned id, so a stale tab gets a 409 (docs/architecture.md §6). */
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

export type OrderedList = { table: typeof stumbles | typeof concepts; order: SQL; what: string };

/** `write` gets the condition selecting exactly that item of that user. */
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
