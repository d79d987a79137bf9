import { sql } from "drizzle-orm";
import { PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../db/client";
import { platformAccounts } from "../db/schema";
import { AppError } from "../core/errors";
import { PlatformError, type AccountProfile } from "../platforms/types";
import type { PlatformClients } from "../platforms/clients";
import { handleKeyOf, type AccountRow } from "./account";

/** Asks the platform whether the handle exists; its canonical spelling and numbers come back. */
export async function verifyHandle(clients: PlatformClients, platform: PlatformId, handle: string): Promise<AccountProfile> {
  const label = PLATFORMS[platform].label;
  try {
    return await clients[platform].lookUp(handle);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.kind === "not_found") {
      throw new AppError("invalid", `${label} handle not found`, { issues: { [platform]: [`${label} handle not found`] } });
    }
    // Never saved unverified: the user tries again when the platform answers.
    throw new AppError("unavailable", `${label} could not be reached, so the handle could not be checked. Try again in a minute.`);
  }
}

/** The account for a verified profile, created when new; shared by everyone naming that handle. */
export async function upsertAccount(db: Db, profile: AccountProfile): Promise<AccountRow> {
  const [row] = await db
    .insert(platformAccounts)
    .values({
      platform: profile.platform,
      handle: profile.handle,
      handleKey: handleKeyOf(profile.handle),
      displayName: profile.displayName,
      rating: profile.rating,
      maxRating: profile.maxRating,
      rank: profile.rank,
      avatarUrl: profile.avatarUrl,
      lastSeenOnlineAt: profile.lastOnlineAt,
    })
    .onConflictDoUpdate({
      target: [platformAccounts.platform, platformAccounts.handleKey],
      // A handle that was reported missing and now verifies again comes back to life.
      set: {
        handle: profile.handle,
        status: sql`case when ${platformAccounts.status} = 'not_found' then 'pending' else ${platformAccounts.status} end`,
      },
    })
    .returning();
  return row!;
}
