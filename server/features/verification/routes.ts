import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { requireSession } from "../auth/session-middleware";
import { requestSync } from "../../sync/scheduler";
import { verifyHandle } from "../../accounts/verify";
import { handlesOf, setHandles, userAccounts } from "../profile/handles";
import { challengeAccount, listVerifications, settleChallenges, startChallenge } from "./challenges";
import { claimHandle } from "./claims";

export function verificationRoutes(deps: Deps) {
  const { db, now, platforms, wakeSync } = deps;
  const answer = async (userId: string) => {
    await settleChallenges(db, userId, now());
    return listVerifications(db, userId, now());
  };
  return [
    route("/profile/verification", async (_, c) => ({ success: true, verifications: await answer(c.get("userId")) })),
    route("/profile/verification/start", async ({ platform }, c) => {
      const userId = c.get("userId");
      await startChallenge(db, userId, platform, now());
      return { success: true, message: "Challenge started", verifications: await answer(userId) };
    }),
    route("/profile/verification/check", async ({ platform }, c) => {
      const userId = c.get("userId");
      // One job per account, so asking again while it is queued or running costs nothing more.
      const account = await challengeAccount(db, userId, platform);
      await requestSync(db, [account.id], "manual", now());
      wakeSync();
      return { success: true, verifications: await answer(userId) };
    }),
    // Only the web app's server calls it, after it checked a Codeforces ID token itself, on behalf
    // of the signed-in user whose session it forwards.
    route(
      "/verification/codeforces",
      async ({ handle }, c) => {
        const userId = c.get("userId");
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
        return { success: true, message: "Codeforces handle verified", handle: account.handle };
      },
      [requireSession(deps)],
    ),
  ];
}
