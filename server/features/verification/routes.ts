import { Hono } from "hono";
import { codeforcesClaimSchema, verificationPlatformSchema } from "@/lib/contract/verification";
import type { AppEnv, Deps } from "../../http/context";
import { requireInternalCaller } from "../../http/internal-caller";
import { reply } from "../../http/reply";
import { requireSession } from "../auth/session-middleware";
import { jsonBody } from "../../http/validate";
import { requestSync } from "../../sync/scheduler";
import { verifyHandle } from "../../accounts/verify";
import { handlesOf, setHandles, userAccounts } from "../profile/handles";
import { challengeAccount, listVerifications, settleChallenges, startChallenge } from "./challenges";
import { claimHandle } from "./claims";

/** Mounted at /profile/verification, behind a session. */
export function verificationRoutes({ db, now, wakeSync }: Deps) {
  const answer = async (userId: string) => {
    await settleChallenges(db, userId, now());
    return listVerifications(db, userId, now());
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => reply(c, "/profile/verification", { success: true, verifications: await answer(c.get("userId")) }))
    .post("/start", ...jsonBody(verificationPlatformSchema), async (c) => {
      const userId = c.get("userId");
      await startChallenge(db, userId, c.req.valid("json").platform, now());
      return reply(c, "/profile/verification/start", { success: true, message: "Challenge started", verifications: await answer(userId) });
    })
    .post("/check", ...jsonBody(verificationPlatformSchema), async (c) => {
      const userId = c.get("userId");
      // A sync at once: the compilation error is looked for in what it stores. One job per account,
      // so asking again while it is queued or running costs nothing more.
      const account = await challengeAccount(db, userId, c.req.valid("json").platform);
      await requestSync(db, [account.id], "manual", now());
      wakeSync();
      return reply(c, "/profile/verification/check", { success: true, verifications: await answer(userId) });
    });
}

/**
 * Mounted at /verification: only the web app's server calls it, after it checked a Codeforces
 * ID token itself, on behalf of the signed-in user whose session it forwards.
 */
export function verificationInternalRoutes(deps: Deps) {
  const { db, env, now, platforms, wakeSync } = deps;
  return new Hono<AppEnv>().post(
    "/codeforces",
    requireInternalCaller(env.INTERNAL_API_SECRET),
    requireSession(deps),
    ...jsonBody(codeforcesClaimSchema),
    async (c) => {
      const userId = c.get("userId");
      const { handle } = c.req.valid("json");
      let account = (await userAccounts(db, userId)).find((a) => a.platform === "codeforces");
      if (!account || handlesOf([account]).codeforces.toLowerCase() !== handle.toLowerCase()) {
        // Signing in as a handle proves it: it becomes the user's Codeforces handle.
        const profile = await verifyHandle(platforms, "codeforces", handle);
        const fresh = await setHandles(db, userId, { codeforces: profile });
        await requestSync(db, fresh, "first", now());
        wakeSync();
        account = (await userAccounts(db, userId)).find((a) => a.platform === "codeforces")!;
      }
      await claimHandle(db, userId, account.id, "codeforces", "codeforces_oidc", now());
      return reply(c, "/verification/codeforces", { success: true, message: "Codeforces handle verified", handle: account.handle });
    },
  );
}
