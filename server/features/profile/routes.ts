import type { Deps } from "../../http/context";
import { AppError, notFound } from "../../core/errors";
import { route } from "../../http/route";
import { requestSync } from "../../sync/scheduler";
import { reserveAttempt } from "../auth/rate-limit";
import { toAccountSync } from "../../accounts/account";
import { userAccounts } from "./handles";
import { getProfile, updateProfile } from "./queries";
import { updateHandles } from "./update-handles";

/** Sync now: once a minute per user is plenty; the scheduler keeps active accounts fresh anyway. */
const SYNC_NOW_WINDOW = { limit: 1, windowMs: 60_000 };

export function profileRoutes(deps: Deps) {
  const { db, now, wakeSync } = deps;
  return [
    route("/profile/getProfileData", async (_, c) => {
      const profileData = await getProfile(db, c.get("userId"));
      if (!profileData) throw notFound("Profile");
      return { success: true, profileData };
    }),
    route("/profile/updateProfile", async (input, c) => {
      const profileData = await updateProfile(db, c.get("userId"), input, now());
      if (!profileData) throw notFound("Profile");
      return { success: true, message: "Profile updated", profileData };
    }),
    route("/profile/updateHandles", async (input, c) => {
      await updateHandles(deps, c.get("userId"), input);
      const profileData = await getProfile(db, c.get("userId"));
      return { success: true, message: "Handles updated", profileData: profileData! };
    }),
    route("/profile/sync", async (_, c) => {
      const userId = c.get("userId");
      const key = `sync-now:${userId}`;
      const accounts = await userAccounts(db, userId);
      if (!accounts.length) throw new AppError("invalid", "Add a handle first");
      await reserveAttempt(db, key, SYNC_NOW_WINDOW, now());
      await requestSync(
        db,
        accounts.map((a) => a.id),
        "manual",
        now(),
      );
      wakeSync();
      return { success: true, message: "Sync started" };
    }),
    route("/profile/sync-status", async (_, c) => {
      const accounts = await userAccounts(db, c.get("userId"));
      return { success: true, accounts: accounts.map(toAccountSync) };
    }),
  ];
}
