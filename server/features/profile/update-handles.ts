import { PLATFORM_IDS } from "@/lib/contract/platforms";
import type { Handles } from "@/lib/contract/profile";
import type { Deps } from "../../http/context";
import { requestSync } from "../../sync/scheduler";
import { handlesOf, setHandles, userAccounts, verifyChanged } from "./handles";

export async function updateHandles(
  { db, platforms, now, wakeSync }: Pick<Deps, "db" | "platforms" | "now" | "wakeSync">,
  userId: string,
  wanted: Handles,
): Promise<void> {
  const current = handlesOf(await userAccounts(db, userId));
  const changed = PLATFORM_IDS.filter((p) => wanted[p].toLowerCase() !== current[p].toLowerCase());
  const verified = await verifyChanged(platforms, changed, wanted);
  const fresh = await setHandles(db, userId, verified);
  await requestSync(db, fresh, "first", now());
  wakeSync();
}
