import { and, eq, inArray, sql } from "drizzle-orm";
import type { AccountExport } from "@/lib/contract/account-data";
import type { PlatformId } from "@/lib/contract/platforms";
import { stumbleStatus } from "@/lib/contract/stumble-draft";
import type { Db } from "../../db/client";
import {
  concepts,
  favoriteContests,
  follows,
  platformAccounts,
  problems,
  reviewMarks,
  reviewSettings,
  stumbles,
  userHandles,
  users,
  virtualContestParticipants,
  virtualContestProblems,
  virtualContests,
} from "../../db/schema";
import { AppError } from "../../core/errors";
import { refuseAtCap } from "../../db/caps";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type StumbleCounts = { trickyProblems: number; reviews: number };
type Stumble = AccountExport["trickyProblems"][number];

/** Without a link, the same name. */
export const stumbleKey = (s: { url: string; name: string }) => (s.url ? `url:${s.url}` : `name:${s.name.toLowerCase()}`);

/** Made, to be synced, when nobody has named it yet. */
async function accountFor(tx: Tx, platform: PlatformId, handle: string): Promise<string> {
  const handleKey = handle.toLowerCase();
  await tx.insert(platformAccounts).values({ platform, handle, handleKey }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .where(and(eq(platformAccounts.platform, platform), eq(platformAccounts.handleKey, handleKey)));
  return row!.id;
}

export async function mergeStumbles(tx: Tx, userId: string, items: Stumble[], now: Date, added: StumbleCounts) {
  const have = await tx
    .select({ id: stumbles.id, url: stumbles.url, name: stumbles.name })
    .from(stumbles)
    .where(eq(stumbles.userId, userId));
  const byKey = new Map(have.map((s) => [stumbleKey(s), s.id]));
  for (const item of items) {
    const key = stumbleKey(item);
    let id = byKey.get(key);
    if (!id) {
      const { status: _derived, reviews: _reviews, createdAt, ...fields } = item;
      const [row] = await tx
        .insert(stumbles)
        .values({ ...fields, userId, status: stumbleStatus(fields.solution), createdAt: createdAt ? new Date(createdAt) : now })
        .returning({ id: stumbles.id });
      id = row!.id;
      byKey.set(key, id);
      added.trickyProblems += 1;
    }
    const reviews = item.reviews ?? [];
    if (reviews.length === 0) continue;
    const marked = await tx.select({ at: reviewMarks.reviewedAt }).from(reviewMarks).where(eq(reviewMarks.stumbleId, id));
    const seen = new Set(marked.map((m) => m.at.getTime()));
    for (const r of reviews) {
      const at = new Date(r.reviewedAt);
      if (seen.has(at.getTime())) continue;
      seen.add(at.getTime());
      await tx.insert(reviewMarks).values({ stumbleId: id, userId, passed: r.passed, fromScratch: r.fromScratch, reviewedAt: at });
      added.reviews += 1;
    }
  }
}

/** What is there stays, only what is missing is added, so importing the same file twice adds nothing. */
export async function importAccount(db: Db, userId: string, data: AccountExport, now: Date): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const added = { handles: 0, network: 0, notes: 0, trickyProblems: 0, reviews: 0, favourites: 0, virtualContests: 0, settings: 0 };
    const [me] = await tx.select().from(users).where(eq(users.id, userId));
    // Profile fields fill only what is blank here, so nothing typed in this account is overwritten.
    const blank = Object.fromEntries(
      (["avatar", "bio", "university", "yearOfStudy"] as const).filter((k) => !me![k] && data.profile[k]).map((k) => [k, data.profile[k]]),
    );
    if (Object.keys(blank).length > 0)
      await tx
        .update(users)
        .set({ ...blank, updatedAt: now })
        .where(eq(users.id, userId));

    const owned = new Set((await tx.select().from(userHandles).where(eq(userHandles.userId, userId))).map((h) => h.platform));
    for (const h of data.handles) {
      if (owned.has(h.platform)) continue;
      const accountId = await accountFor(tx, h.platform, h.handle);
      await tx.insert(userHandles).values({ userId, platform: h.platform, accountId });
      owned.add(h.platform);
      added.handles += 1;
    }

    for (const f of data.network) {
      let target: { userId: string } | { accountId: string };
      if ("userName" in f) {
        const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, f.userName));
        if (!u || u.id === userId) continue;
        target = { userId: u.id };
      } else target = { accountId: await accountFor(tx, f.platform, f.handle) };
      const rows = await tx
        .insert(follows)
        .values({ followerId: userId, ...target })
        .onConflictDoNothing()
        .returning({ id: follows.id });
      added.network += rows.length;
    }

    const titles = new Set((await tx.select({ t: concepts.title }).from(concepts).where(eq(concepts.userId, userId))).map((c) => c.t));
    for (const { createdAt, ...n } of data.notes) {
      if (titles.has(n.title)) continue;
      titles.add(n.title);
      const at = createdAt ? new Date(createdAt) : now;
      await tx.insert(concepts).values({ ...n, userId, createdAt: at, updatedAt: at });
      added.notes += 1;
    }

    await mergeStumbles(tx, userId, data.trickyProblems, now, added);

    for (const f of data.favourites) {
      const rows = await tx
        .insert(favoriteContests)
        .values({ userId, name: f.name, url: f.url, platform: f.platform, shortNote: f.short_note, createdAt: now })
        .onConflictDoNothing({ target: [favoriteContests.userId, favoriteContests.url] })
        .returning({ id: favoriteContests.id });
      added.favourites += rows.length;
    }

    for (const [i, v] of data.virtualContests.entries()) {
      if (new Date(v.endAt) <= new Date(v.startAt)) {
        throw new AppError("invalid", "Some fields are invalid", { issues: { [`virtualContests.${i}.endAt`]: ["Ends before it starts"] } });
      }
      const [dup] = await tx
        .select({ id: virtualContests.id })
        .from(virtualContests)
        .where(
          and(eq(virtualContests.creatorId, userId), eq(virtualContests.title, v.title), eq(virtualContests.startAt, new Date(v.startAt))),
        );
      if (dup) continue;
      const [contest] = await tx
        .insert(virtualContests)
        .values({
          creatorId: userId,
          title: v.title,
          mode: v.mode,
          startAt: new Date(v.startAt),
          endAt: new Date(v.endAt),
          penaltySeconds: v.penaltySeconds,
          verifiedOnly: v.verifiedOnly,
          createdAt: now,
        })
        .returning({ id: virtualContests.id });
      const known = v.problems.length
        ? await tx
            .select({ id: problems.id, platform: problems.platform, externalId: problems.externalId })
            .from(problems)
            .where(
              inArray(
                sql`${problems.platform} || ':' || ${problems.externalId}`,
                v.problems.map((p) => `${p.platform}:${p.externalId}`),
              ),
            )
        : [];
      let position = 0;
      for (const p of v.problems) {
        const found = known.find((k) => k.platform === p.platform && k.externalId === p.externalId);
        if (found) await tx.insert(virtualContestProblems).values({ contestId: contest!.id, position: position++, problemId: found.id });
      }
      await tx.insert(virtualContestParticipants).values({ contestId: contest!.id, userId, status: "accepted", respondedAt: now });
      for (const p of v.participants) {
        const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, p.userName));
        if (!u || u.id === userId) continue;
        await tx
          .insert(virtualContestParticipants)
          .values({ contestId: contest!.id, userId: u.id, status: "invited" })
          .onConflictDoNothing();
      }
      added.virtualContests += 1;
    }

    if (data.settings.review) {
      const rows = await tx
        .insert(reviewSettings)
        .values({ userId, ...data.settings.review })
        .onConflictDoNothing()
        .returning({ userId: reviewSettings.userId });
      added.settings += rows.length;
    }
    // An import past a cap is refused whole, as an add past it is: the transaction stores none of it.
    await refuseAtCap(tx, userId, "favourites", favoriteContests, eq(favoriteContests.userId, userId), 0);
    await refuseAtCap(tx, userId, "follows", follows, eq(follows.followerId, userId), 0);
    await refuseAtCap(tx, userId, "virtualContests", virtualContests, eq(virtualContests.creatorId, userId), 0);
    await refuseAtCap(tx, userId, "notes", concepts, eq(concepts.userId, userId), 0);
    await refuseAtCap(tx, userId, "trickyProblems", stumbles, eq(stumbles.userId, userId), 0);
    return added;
  });
}
