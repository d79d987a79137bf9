import { PlatformError } from "../platforms/types";
import { guarded, type Around, type PlatformClients } from "../platforms/clients";
import type { MissingItem } from "./store";

/** Notes each `item_missing` in the platform's words, so the rest of the sync is kept (decision 011). */
export function noteMissingItems(clients: PlatformClients, now: Date): { clients: PlatformClients; missing: () => MissingItem[] } {
  const notes = new Map<string, MissingItem>();
  const noting: Around = async (call) => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PlatformError && error.kind === "item_missing") {
        notes.set(error.message, { note: error.message, since: now.toISOString() });
      }
      throw error;
    }
  };
  const noted: PlatformClients = {
    ...clients,
    codeforces: guarded(clients.codeforces, noting),
    leetcode: guarded(clients.leetcode, noting),
    codechef: guarded(clients.codechef, noting),
  };
  return { clients: noted, missing: () => [...notes.values()] };
}
