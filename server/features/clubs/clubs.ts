import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { CLUB_LIMITS, type ClubSummary } from "@/lib/contract/clubs";
import { DAY } from "@/lib/time";
import { LIST_READ_LIMIT } from "@/lib/contract/limits";
import type { Db } from "../../db/client";
import { clubInvites, clubMembers, clubs } from "../../db/schema";
import { AppError } from "../../core/errors";
import { membership } from "./access";

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

export async function createClub(db: Db, userId: string, input: { name: string; timeZone: string }, at: Date) {
  return db.transaction(async (tx) => {
    const [club] = await tx.insert(clubs).values({ name: input.name, timeZone: input.timeZone, ownerId: userId }).returning();
    await tx.insert(clubMembers).values({ clubId: club!.id, userId, role: "owner", joinedAt: at });
    return club!.id;
  });
}

export async function clubsOf(db: Db, userId: string): Promise<ClubSummary[]> {
  const sizes = db
    .select({ clubId: clubMembers.clubId, n: count().as("n") })
    .from(clubMembers)
    .groupBy(clubMembers.clubId)
    .as("sizes");
  const rows = await db
    .select({ id: clubs.id, name: clubs.name, timeZone: clubs.timeZone, role: clubMembers.role, memberCount: sizes.n })
    .from(clubMembers)
    .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
    .innerJoin(sizes, eq(sizes.clubId, clubs.id))
    .where(eq(clubMembers.userId, userId))
    .orderBy(asc(clubs.name), asc(clubs.id))
    .limit(LIST_READ_LIMIT);
  return rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) }));
}

export async function memberCount(db: Db, clubId: string) {
  const [row] = await db.select({ n: count() }).from(clubMembers).where(eq(clubMembers.clubId, clubId));
  return Number(row?.n ?? 0);
}

/** 128 random bits, shown once; only its hash is stored. */
export async function createInvite(db: Db, clubId: string, userId: string, at: Date) {
  const code = randomBytes(16).toString("base64url");
  const [row] = await db
    .insert(clubInvites)
    .values({ clubId, codeHash: hashCode(code), createdBy: userId, expiresAt: new Date(at.getTime() + CLUB_LIMITS.inviteDays * DAY) })
    .returning();
  return { code, invite: { id: row!.id, expiresAt: row!.expiresAt.toISOString(), revoked: false } };
}

export async function invitesOf(db: Db, clubId: string, at: Date) {
  const rows = await db
    .select()
    .from(clubInvites)
    .where(and(eq(clubInvites.clubId, clubId), sql`${clubInvites.expiresAt} > ${at.toISOString()}`))
    .orderBy(asc(clubInvites.createdAt));
  return rows.map((r) => ({ id: r.id, expiresAt: r.expiresAt.toISOString(), revoked: r.revokedAt !== null }));
}

export async function revokeInvite(db: Db, clubId: string, inviteId: string, at: Date) {
  const done = await db
    .update(clubInvites)
    .set({ revokedAt: at })
    .where(and(eq(clubInvites.id, inviteId), eq(clubInvites.clubId, clubId), isNull(clubInvites.revokedAt)))
    .returning({ id: clubInvites.id });
  if (!done.length) throw new AppError("not_found", "Invite not found");
}

/** Joining twice keeps the first role. */
export async function joinByCode(db: Db, userId: string, code: string, at: Date) {
  const [invite] = await db
    .select()
    .from(clubInvites)
    .where(eq(clubInvites.codeHash, hashCode(code)));
  if (!invite || invite.revokedAt) throw new AppError("not_found", "This invite link is not valid");
  if (invite.expiresAt.getTime() <= at.getTime()) throw new AppError("token_expired", "This invite link has expired");
  await db.insert(clubMembers).values({ clubId: invite.clubId, userId, role: "member", joinedAt: at }).onConflictDoNothing();
  return invite.clubId;
}

export async function leaveClub(db: Db, clubId: string, userId: string) {
  const { role } = await membership(db, clubId, userId);
  if (role === "owner") throw new AppError("conflict", "Hand the club over to another member before you leave");
  await db.delete(clubMembers).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
}

async function roleOf(db: Db, clubId: string, userId: string) {
  const [row] = await db
    .select({ role: clubMembers.role })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  if (!row) throw new AppError("not_found", "Member not found");
  return row.role;
}

export async function removeMember(db: Db, clubId: string, callerRole: "owner" | "coach" | "member", userId: string) {
  const role = await roleOf(db, clubId, userId);
  if (role === "owner" || (role === "coach" && callerRole !== "owner"))
    throw new AppError("forbidden", "Only the owner can remove a coach, and the owner cannot be removed");
  await db.delete(clubMembers).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
}

export async function setRole(db: Db, clubId: string, userId: string, role: "coach" | "member") {
  if ((await roleOf(db, clubId, userId)) === "owner") throw new AppError("conflict", "Hand the club over to change the owner's role");
  await db
    .update(clubMembers)
    .set({ role })
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
}

/** In one transaction. */
export async function handOver(db: Db, clubId: string, ownerId: string, userId: string) {
  if (userId === ownerId) throw new AppError("conflict", "You already own this club");
  await roleOf(db, clubId, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(clubMembers)
      .set({ role: "coach" })
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, ownerId)));
    await tx
      .update(clubMembers)
      .set({ role: "owner" })
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
    await tx.update(clubs).set({ ownerId: userId }).where(eq(clubs.id, clubId));
  });
}
