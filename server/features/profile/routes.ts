import { Hono } from "hono";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import { updateHandlesSchema, updateProfileSchema } from "@/lib/contract/profile";
import type { AppEnv, Deps } from "../../http/context";
import { AppError, notFound } from "../../core/errors";
import { reply } from "../../http/reply";
import { jsonBody } from "../../http/validate";
import type { AccountProfile } from "../../platforms/types";
import { requestSync } from "../../sync/scheduler";
import { reserveAttempt } from "../auth/rate-limit";
import { toAccountSync } from "../../accounts/account";
import { verifyHandle } from "../../accounts/verify";
import { handlesOf, setHandles, userAccounts } from "./handles";
import { getProfile, updateProfile } from "./queries";

/** Sync now: once a minute per user is plenty; the scheduler keeps active accounts fresh anyway. */
const SYNC_NOW_WINDOW = { limit: 1, windowMs: 60_000 };

export function profileRoutes({ db, now, platforms, wakeSync }: Deps) {
  return new Hono<AppEnv>()
    .get("/getProfileData", async (c) => {
      const profileData = await getProfile(db, c.get("userId"));
      if (!profileData) throw notFound("Profile");
      return reply(c, "/profile/getProfileData", { success: true, profileData });
    })
    .post("/updateProfile", ...jsonBody(updateProfileSchema), async (c) => {
      const profileData = await updateProfile(db, c.get("userId"), c.req.valid("json"), now());
      if (!profileData) throw notFound("Profile");
      return reply(c, "/profile/updateProfile", { success: true, message: "Profile updated", profileData });
    })
    .post("/updateHandles", ...jsonBody(updateHandlesSchema), async (c) => {
      const userId = c.get("userId");
      const wanted = c.req.valid("json");
      const current = handlesOf(await userAccounts(db, userId));
      const changed = PLATFORM_IDS.filter((p) => wanted[p].toLowerCase() !== current[p].toLowerCase());
      // Every new handle is verified on its platform before anything is saved; one bad handle saves nothing.
      const checks = await Promise.allSettled(
        changed.map(async (p): Promise<[PlatformId, AccountProfile | null]> => [
          p,
          wanted[p] ? await verifyHandle(platforms, p, wanted[p]) : null,
        ]),
      );
      const failures = checks.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
      if (failures.length) {
        const invalid = failures.filter((f): f is AppError => f instanceof AppError && f.code === "invalid");
        if (invalid.length) {
          const issues = Object.assign({}, ...invalid.map((f) => f.extra.issues)) as Record<string, string[]>;
          throw new AppError("invalid", invalid.map((f) => f.message).join("; "), { issues });
        }
        throw failures[0];
      }
      const verified = Object.fromEntries(checks.flatMap((r) => (r.status === "fulfilled" ? [r.value] : [])));
      const fresh = await setHandles(db, userId, verified);
      await requestSync(db, fresh, "first", now());
      wakeSync();
      const profileData = await getProfile(db, userId);
      return reply(c, "/profile/updateHandles", { success: true, message: "Handles updated", profileData: profileData! });
    })
    .post("/sync", async (c) => {
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
      return reply(c, "/profile/sync", { success: true, message: "Sync started" });
    })
    .get("/sync-status", async (c) => {
      const accounts = await userAccounts(db, c.get("userId"));
      return reply(c, "/profile/sync-status", { success: true, accounts: accounts.map(toAccountSync) });
    });
}
