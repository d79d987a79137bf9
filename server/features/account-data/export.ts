import { asc, eq, inArray } from "drizzle-orm";
import { EXPORT_VERSION, type AccountExport } from "@/lib/contract/account-data";
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
import { notFound } from "../../core/errors";

const iso = (d: Date) => d.toISOString();

/** In the export's shape (lib/contract/account-data.ts), oldest first. */
export async function exportAccount(db: Db, userId: string, now: Date): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  const handles = await db
    .select({ platform: userHandles.platform, handle: platformAccounts.handle })
    .from(userHandles)
    .innerJoin(platformAccounts, eq(platformAccounts.id, userHandles.accountId))
    .where(eq(userHandles.userId, userId));
  const followed = await db
    .select({ userName: users.userName, platform: platformAccounts.platform, handle: platformAccounts.handle })
    .from(follows)
    .leftJoin(users, eq(users.id, follows.userId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, follows.accountId))
    .where(eq(follows.followerId, userId))
    .orderBy(asc(follows.createdAt));
  const notes = await db.select().from(concepts).where(eq(concepts.userId, userId)).orderBy(asc(concepts.seq));
  const tricky = await db.select().from(stumbles).where(eq(stumbles.userId, userId)).orderBy(asc(stumbles.seq));
  const marks = await db.select().from(reviewMarks).where(eq(reviewMarks.userId, userId)).orderBy(asc(reviewMarks.reviewedAt));
  const favourites = await db.select().from(favoriteContests).where(eq(favoriteContests.userId, userId)).orderBy(asc(favoriteContests.seq));
  const [settings] = await db.select().from(reviewSettings).where(eq(reviewSettings.userId, userId));
  return {
    version: EXPORT_VERSION,
    exportedAt: iso(now),
    profile: {
      fullName: user.fullName,
      userName: user.userName,
      email: user.email,
      avatar: user.avatar,
      bio: user.bio,
      university: user.university,
      yearOfStudy: user.yearOfStudy,
      dailyGoal: user.dailyGoal,
    },
    handles,
    network: followed.map((f) => (f.userName ? { userName: f.userName } : { platform: f.platform!, handle: f.handle! })),
    notes: notes.map((n) => ({
      title: n.title,
      description: n.description,
      notes: n.notes,
      problemLinks: n.problemLinks,
      createdAt: iso(n.createdAt),
    })),
    trickyProblems: tricky.map((s) => ({
      name: s.name,
      summary: s.summary,
      url: s.url,
      platform: s.platform,
      hint: s.hint,
      intuition: s.intuition,
      solution: s.solution,
      createdAt: iso(s.createdAt),
      reviews: marks
        .filter((m) => m.stumbleId === s.id)
        .map((m) => ({ passed: m.passed, fromScratch: m.fromScratch, reviewedAt: iso(m.reviewedAt) })),
    })),
    favourites: favourites.map((f) => ({ name: f.name, url: f.url, platform: f.platform as never, short_note: f.shortNote })),
    virtualContests: await exportVirtual(db, userId),
    settings: {
      review: settings ? { targetRetention: settings.targetRetention, maximumIntervalDays: settings.maximumIntervalDays } : null,
    },
  };
}

async function exportVirtual(db: Db, userId: string): Promise<AccountExport["virtualContests"]> {
  const made = await db.select().from(virtualContests).where(eq(virtualContests.creatorId, userId)).orderBy(asc(virtualContests.createdAt));
  if (made.length === 0) return [];
  const ids = made.map((v) => v.id);
  const picked = await db
    .select({ contestId: virtualContestProblems.contestId, position: virtualContestProblems.position, problem: problems })
    .from(virtualContestProblems)
    .innerJoin(problems, eq(problems.id, virtualContestProblems.problemId))
    .where(inArray(virtualContestProblems.contestId, ids))
    .orderBy(asc(virtualContestProblems.position));
  const people = await db
    .select({ contestId: virtualContestParticipants.contestId, userName: users.userName, status: virtualContestParticipants.status })
    .from(virtualContestParticipants)
    .innerJoin(users, eq(users.id, virtualContestParticipants.userId))
    .where(inArray(virtualContestParticipants.contestId, ids));
  return made.map((v) => ({
    title: v.title,
    mode: v.mode,
    startAt: iso(v.startAt),
    endAt: iso(v.endAt),
    penaltySeconds: v.penaltySeconds,
    verifiedOnly: v.verifiedOnly,
    problems: picked
      .filter((p) => p.contestId === v.id)
      .map(({ problem }) => ({ platform: problem.platform, externalId: problem.externalId, name: problem.name, url: problem.url })),
    participants: people.filter((p) => p.contestId === v.id).map(({ userName, status }) => ({ userName, status })),
  }));
}
