import { AppError, notFound } from "../http/errors";

/** What a client sends to address one item of a list it shows: its position and, ideally, its id. */
export type ListAddress = { index: number; id?: string };

type Lookup = {
  /** Id of the user's item at this position of the list as the GET route orders it. */
  idAt(index: number): Promise<string | undefined>;
  /** Whether this id is one of the user's items (another user's item counts as absent). */
  owns(id: string): Promise<boolean>;
};

export const staleList = () => new AppError("conflict", "This list has changed since it was loaded; reload it and try again");

/**
 * Turns (index, id?) into the id to delete or update (ARCHITECTURE §6). Call it inside the same
 * transaction as the write, and write by the returned id, never by position again.
 * - id sent and found at the index → that id.
 * - id sent but the item has moved → 409, so a stale tab never touches a neighbour.
 * - id sent that the user does not own, or no item at the index → 404.
 */
export async function resolveListAddress(address: ListAddress, lookup: Lookup, what: string): Promise<string> {
  const found = await lookup.idAt(address.index);
  if (address.id === undefined) {
    if (!found) throw notFound(what);
    return found;
  }
  if (found === address.id) return found;
  if (await lookup.owns(address.id)) throw staleList();
  throw notFound(what);
}

/** A write by id that touched no row means a concurrent request removed the item first. */
export function expectWritten<T>(row: T | undefined): T {
  if (row === undefined) throw staleList();
  return row;
}
