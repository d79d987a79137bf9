import { and, asc, eq } from "drizzle-orm";
import { type favoriteInputSchema, type FavoriteContest } from "@/lib/contract/favorites";
import { COLLECTION_CAPS } from "@/lib/contract/limits";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { favoriteContests } from "../../db/schema";
import { refuseAtCap } from "../../db/caps";

type FavoriteRow = typeof favoriteContests.$inferSelect;
type FavoriteFields = z.output<typeof favoriteInputSchema>;

export const DUPLICATE_FAVORITE = "Contest already in favourites";

const toFavorite = (r: FavoriteRow): FavoriteContest => ({
  id: r.id,
  name: r.name,
  url: r.url,
  platform: r.platform,
  short_note: r.shortNote,
  createdAt: r.createdAt.toISOString(),
});

export async function listFavorites(db: Db, userId: string): Promise<FavoriteContest[]> {
  const rows = await db
    .select()
    .from(favoriteContests)
    .where(eq(favoriteContests.userId, userId))
    .orderBy(asc(favoriteContests.seq))
    .limit(COLLECTION_CAPS.favourites);
  return rows.map(toFavorite);
}

/** Undefined when the user already has this URL: the unique index decides, so two racing adds cannot both win. */
export async function addFavorite(db: Db, userId: string, input: FavoriteFields, now: Date): Promise<FavoriteContest | undefined> {
  return db.transaction(async (tx) => {
    const mine = eq(favoriteContests.userId, userId);
    const [already] = await tx
      .select({ id: favoriteContests.id })
      .from(favoriteContests)
      .where(and(mine, eq(favoriteContests.url, input.url)));
    if (already) return undefined;
    await refuseAtCap(tx, userId, "favourites", favoriteContests, mine);
    const [row] = await tx
      .insert(favoriteContests)
      .values({ userId, name: input.name, url: input.url, platform: input.platform, shortNote: input.short_note, createdAt: now })
      .onConflictDoNothing({ target: [favoriteContests.userId, favoriteContests.url] })
      .returning();
    return row && toFavorite(row);
  });
}

export async function removeFavorite(db: Db, userId: string, url: string): Promise<boolean> {
  const deleted = await db
    .delete(favoriteContests)
    .where(and(eq(favoriteContests.userId, userId), eq(favoriteContests.url, url)))
    .returning({ id: favoriteContests.id });
  return deleted.length > 0;
}
