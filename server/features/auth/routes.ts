import { clientIp, type Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { created, route } from "../../http/route";
import { googleAccount } from "./google";
import { inBackground, sendVerificationMail } from "./mails";
import { hashPassword } from "./passwords";
import { reserveAttempt } from "./rate-limit";
import { recoveryRoutes } from "./recovery";
import { createSession, revokeSession } from "./sessions";
import { signIn } from "./signin";
import { insertUser, toSessionUser } from "./users";
import { HOUR } from "@/lib/time";

/** Google sign-in is for the BFF's server only. */
export function authRoutes(deps: Deps) {
  const { db, env, now } = deps;
  const signupWindow = { limit: env.RATE_LIMIT_SIGNUP_PER_HOUR, windowMs: HOUR };

  return [
    route("/auth/signup", async (input, c) => {
      // Reserved in one statement once the request is well-formed: parallel sign-ups cannot overshoot, rejected input counts nothing.
      await reserveAttempt(db, `signup:ip:${clientIp(c)}`, signupWindow, now());
      const user = await insertUser(db, { ...input, passwordHash: await hashPassword(input.password) });
      if (!user) {
        // Deliberately silent about which field clashed and whose account it is.
        throw new AppError("conflict", "That email or username is already registered");
      }
      inBackground(deps, "verification mail", () => sendVerificationMail(deps, user));
      return created({ success: true, message: "Account created" });
    }),
    route("/auth/signin", async (input, c) => {
      const user = await signIn(deps, input.identifier, input.password, clientIp(c));
      const session = await createSession(db, user.id, now());
      return {
        success: true,
        user: toSessionUser(user),
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      };
    }),
    route("/auth/gsign", async (input) => {
      // next-auth has verified the Google account; the BFF alone holds the secret that lets it say so.
      const { user, created } = await googleAccount(db, input, now());
      const session = await createSession(db, user.id, now());
      return {
        success: true,
        created,
        user: toSessionUser(user),
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      };
    }),
    route("/auth/logout", async (_, c) => {
      await revokeSession(db, c.get("sessionToken"));
      return { success: true, message: "Logged out successfully" };
    }),
    ...recoveryRoutes(deps),
  ];
}
