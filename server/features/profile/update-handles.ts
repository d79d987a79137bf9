import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import type { Handles } from "@/lib/contract/profile";
import { AppError } from "../../core/errors";
import type { Deps } from "../../http/context";
import type { AccountProfile } from "../../platforms/types";
import { verifyHandle } from "../../accounts/verify";
import { requestSync } from "../../sync/scheduler";
import { handlesOf, setHandles, userAccounts } from "./handles";

/**
 * Saves a user's handles and queues a first sync of the accounts that changed. Every new handle is
 * verified on its platform before anything is saved; one bad handle saves nothing.
 */
export async function updateHandles(
  { db, platforms, now, wakeSync }: Pick<Deps, "db" | "platforms" | "now" | "wakeSync">,
  userId: string,
  wanted: Handles,
): Promise<void> {
  const current = handlesOf(await userAccounts(db, userId));
  const changed = PLATFORM_IDS.filter((p) => wanted[p].toLowerCase() !== current[p].toLowerCase());
  const checks = await Promise.allSettled(
    changed.map(async (p): Promise<[PlatformId, AccountProfile | null]> => [
      p,
      wanted[p] ? await verifyHandle(platforms, p, wanted[p]) : null,
    ]),
  );
  const failures = checks.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
  if (failures.length) {
    const invalid = failures.filter((f): f is AppError => f instanceof AppError && f.code === "invalid");
    if (invalid.length) {
      const issues = Object.assign({}, ...invalid.map((f) => f.extra.issues)) as Record<string, string[]>;
      throw new AppError("invalid", invalid.map((f) => f.message).join("; "), { issues });
    }
    throw failures[0];
  }
  const verified = Object.fromEntries(checks.flatMap((r) => (r.status === "fulfilled" ? [r.value] : [])));
  const fresh = await setHandles(db, userId, verified);
  await requestSync(db, fresh, "first", now());
  wakeSync();
}
