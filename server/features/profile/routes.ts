import { Hono } from "hono";
import { updateProfileSchema } from "@/lib/contract/profile";
import type { AppEnv, Deps } from "../../http/context";
import { notFound } from "../../http/errors";
import { jsonBody } from "../../http/validate";
import { getProfile, updateProfile } from "./queries";

export function profileRoutes({ db, now }: Deps) {
  return new Hono<AppEnv>()
    .get("/getProfileData", async (c) => {
      const profileData = await getProfile(db, c.get("userId"));
      if (!profileData) throw notFound("Profile");
      return c.json({ success: true, profileData });
    })
    .post("/updateProfile", ...jsonBody(updateProfileSchema), async (c) => {
      const profileData = await updateProfile(db, c.get("userId"), c.req.valid("json"), now());
      if (!profileData) throw notFound("Profile");
      return c.json({ success: true, message: "Profile updated", profileData });
    });
}
