import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ProfileData } from "@/lib/contract/profile";
import { updateProfileSchema } from "@/lib/contract/profile";
import { users } from "../db/schema";
import { readJson, type AppEnv, type Deps } from "../http/context";
import { notFound } from "../http/errors";
import type { UserRow } from "./users";

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

export function profileRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/getProfileData", async (c) => {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.id, c.get("userId")))
        .limit(1);
      if (!user) throw notFound("Profile");
      return c.json({ success: true, profileData: toProfileData(user) });
    })
    .post("/updateProfile", async (c) => {
      const input = await readJson(c, updateProfileSchema);
      const [user] = await db
        .update(users)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(users.id, c.get("userId")))
        .returning();
      if (!user) throw notFound("Profile");
      return c.json({ success: true, message: "Profile updated", profileData: toProfileData(user) });
    });
}
