import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { DEFAULT_PENALTY_SECONDS, type VirtualContest, type VirtualProblem } from "@/lib/contract/virtual";
import { LIST_READ_LIMIT } from "@/lib/contract/limits";
import type { Db } from "../../db/client";
import { refuseAtCap } from "../../db/caps";
import {
  follows,
  problemScale,
  problems,
  users,
  virtualContestParticipants,
  virtualContestProblems,
  virtualContests,
} from "../../db/schema";
import { AppError } from "../../core/errors";
import { pointsAt } from "./standings";
import { SCALE_PLATFORM } from "../train/scale";

export type ContestRow = typeof virtualContests.$inferSelect;
type Status = "invited" | "accepted" | "declined";

export type NewContest = {
  title: string;
  mode: ContestRow["mode"];
  startAt: Date;
  endAt: Date;
  penaltySeconds?: number;
  verifiedOnly: boolean;
  participants: readonly string[];
  problemIds: readonly number[];
};

/** Only people one follows can be invited. */
export async function notFollowed(db: Db, creatorId: string, userIds: readonly string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.followerId, creatorId), isNotNull(follows.userId), inArray(follows.userId, [...userIds])));
  const followed = new Set(rows.map((r) => r.userId));
  return userIds.filter((id) => !followed.has(id));
}

export async function createContest(db: Db, creatorId: string, input: NewContest, at: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await refuseAtCap(tx, creatorId, "virtualContests", virtualContests, eq(virtualContests.creatorId, creatorId));
    const [contest] = await tx
      .insert(virtualContests)
      .values({
        creatorId,
        title: input.title,
        mode: input.mode,
        startAt: input.startAt,
        endAt: input.endAt,
        penaltySeconds: input.penaltySeconds ?? DEFAULT_PENALTY_SECONDS,
        verifiedOnly: input.verifiedOnly,
      })
      .returning({ id: virtualContests.id });
    const id = contest!.id;
    await tx.insert(virtualContestProblems).values(input.problemIds.map((problemId, position) => ({ contestId: id, position, problemId })));
    await tx
      .insert(virtualContestParticipants)
      .values([
        { contestId: id, userId: creatorId, status: "accepted" as const, respondedAt: at },
        ...input.participants.filter((u) => u !== creatorId).map((userId) => ({ contestId: id, userId, status: "invited" as const })),
      ]);
    return id;
  });
}

/** Otherwise "not found", so its existence is not revealed. */
export async function contestFor(db: Db, viewerId: string, contestId: string): Promise<{ contest: ContestRow; myStatus: Status }> {
  const [row] = await db
    .select({ contest: virtualContests, status: virtualContestParticipants.status })
    .from(virtualContests)
    .innerJoin(
      virtualContestParticipants,
      and(eq(virtualContestParticipants.contestId, virtualContests.id), eq(virtualContestParticipants.userId, viewerId)),
    )
    .where(eq(virtualContests.id, contestId));
  if (!row) throw new AppError("not_found", "No such contest");
  return { contest: row.contest, myStatus: row.status };
}

export const phaseOf = (c: ContestRow, at: Date): VirtualContest["phase"] =>
  at < c.startAt ? "upcoming" : at < c.endAt ? "running" : "finished";

/** Empty before the start for everyone, the creator included. */
export async function contestProblems(db: Db, contest: ContestRow, at: Date): Promise<VirtualProblem[]> {
  if (at < contest.startAt) return [];
  const rows = await db
    .select({
      id: problems.id,
      position: virtualContestProblems.position,
      name: problems.name,
      url: problems.url,
      platform: problems.platform,
      unified: problemScale.unified,
      rating: problems.rating,
    })
    .from(virtualContestProblems)
    .innerJoin(problems, eq(problems.id, virtualContestProblems.problemId))
    .leftJoin(problemScale, eq(problemScale.problemId, problems.id))
    .where(eq(virtualContestProblems.contestId, contest.id))
    .orderBy(asc(virtualContestProblems.position));
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    url: r.url,
    platform: r.platform,
    points: pointsAt(r.position),
    difficulty: r.unified ?? (r.platform === SCALE_PLATFORM ? r.rating : null),
  }));
}

export async function contestPeople(db: Db, contest: ContestRow) {
  const rows = await db
    .select({ userId: virtualContestParticipants.userId, status: virtualContestParticipants.status, name: users.fullName })
    .from(virtualContestParticipants)
    .innerJoin(users, eq(users.id, virtualContestParticipants.userId))
    .where(eq(virtualContestParticipants.contestId, contest.id));
  return rows.sort(
    (a, b) => Number(b.userId === contest.creatorId) - Number(a.userId === contest.creatorId) || a.name.localeCompare(b.name),
  );
}

export async function contestView(db: Db, contest: ContestRow, myStatus: Status, at: Date): Promise<VirtualContest> {
  const [people, list] = await Promise.all([contestPeople(db, contest), contestProblems(db, contest, at)]);
  const creator = people.find((p) => p.userId === contest.creatorId);
  return {
    id: contest.id,
    title: contest.title,
    mode: contest.mode,
    startAt: contest.startAt.toISOString(),
    endAt: contest.endAt.toISOString(),
    penaltySeconds: contest.penaltySeconds,
    verifiedOnly: contest.verifiedOnly,
    creator: { userId: contest.creatorId, name: creator?.name ?? "" },
    participants: people,
    myStatus,
    phase: phaseOf(contest, at),
    problems: list,
  };
}

export async function contestsOf(db: Db, viewerId: string) {
  return db
    .select({ contest: virtualContests, status: virtualContestParticipants.status })
    .from(virtualContests)
    .innerJoin(virtualContestParticipants, eq(virtualContestParticipants.contestId, virtualContests.id))
    .where(eq(virtualContestParticipants.userId, viewerId))
    .orderBy(sql`${virtualContests.startAt} desc`)
    .limit(LIST_READ_LIMIT);
}

/** They may change it until the contest ends; the creator takes part by creating it. */
export async function respond(db: Db, viewerId: string, contestId: string, accept: boolean, at: Date) {
  const { contest } = await contestFor(db, viewerId, contestId);
  if (contest.creatorId === viewerId) throw new AppError("conflict", "You created this contest: you take part in it already");
  if (at >= contest.endAt) throw new AppError("conflict", "This contest has ended");
  const status: Status = accept ? "accepted" : "declined";
  await db
    .update(virtualContestParticipants)
    .set({ status, respondedAt: at })
    .where(and(eq(virtualContestParticipants.contestId, contestId), eq(virtualContestParticipants.userId, viewerId)));
  return { contest, status };
}
