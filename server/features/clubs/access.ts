import { and, eq } from "drizzle-orm";
import type { ClubRole } from "@/lib/contract/clubs";
import type { Db } from "../../db/client";
import { clubMembers, clubs } from "../../db/schema";
import { AppError } from "../../core/errors";

/** docs/decisions/037-clubs.md */
const RANK: Record<ClubRole, number> = { member: 0, coach: 1, owner: 2 };

type Membership = { clubId: string; role: ClubRole; club: typeof clubs.$inferSelect };

/** Someone outside a club gets 404 and learns nothing about it, not even that it exists. */
export async function membership(db: Db, clubId: string, userId: string, least: ClubRole = "member"): Promise<Membership> {
  const [row] = await db
    .select({ role: clubMembers.role, club: clubs })
    .from(clubMembers)
    .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  if (!row) throw new AppError("not_found", "Club not found");
  if (RANK[row.role] < RANK[least])
    throw new AppError("forbidden", `Only the club's ${least === "owner" ? "owner" : "coaches"} can do this`);
  return { clubId, role: row.role, club: row.club };
}

export const isCoach = (role: ClubRole) => RANK[role] >= RANK.coach;
