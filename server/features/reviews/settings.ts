import { eq } from "drizzle-orm";
import { REVIEW_SETTINGS_DEFAULTS, type ReviewSettings } from "@/lib/contract/reviews";
import type { Db } from "../../db/client";
import { reviewSettings } from "../../db/schema";

export async function loadSettings(db: Db, userId: string): Promise<ReviewSettings> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.userId, userId));
  if (!row) return { ...REVIEW_SETTINGS_DEFAULTS };
  // Rows saved while the column was a 4-byte real come back as 0.8999999761…: the user set two decimals.
  return { targetRetention: Math.round(row.targetRetention * 1000) / 1000, maximumIntervalDays: row.maximumIntervalDays };
}

export async function saveSettings(db: Db, userId: string, settings: ReviewSettings): Promise<ReviewSettings> {
  await db
    .insert(reviewSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: reviewSettings.userId, set: settings });
  return loadSettings(db, userId);
}
