import { eq } from "drizzle-orm";
import type { ProfileData, UpdateProfileInput } from "@/lib/contract/profile";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { UserRow } from "../auth/users";

function toProfileData(u: UserRow): ProfileData {
  return {
    personal: {
      fullName: u.fullName,
      userName: u.userName,
      email: u.email,
      avatar: u.avatar,
      bio: u.bio,
      university: u.university,
      yearOfStudy: u.yearOfStudy,
    },
    // Handles and synced numbers arrive with platform accounts; until then they are honestly empty.
    handles: { leetcode: "", codeforces: "", codechef: "" },
    quickStats: { totalSolved: 0, totalSubmissions: 0, contestsAttended: 0, activeDays: 0 },
  };
}

export async function getProfile(db: Db, userId: string): Promise<ProfileData | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user && toProfileData(user);
}

export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput, now: Date): Promise<ProfileData | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...input, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return user && toProfileData(user);
}
