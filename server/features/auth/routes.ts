import { Hono } from "hono";
import { signinSchema, signupSchema } from "@/lib/contract/auth";
import { gsignSchema } from "@/lib/contract/google-sign-in";
import { clientIp, type AppEnv, type Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { requireInternalCaller } from "../../http/internal-caller";
import { reply } from "../../http/reply";
import { jsonBody } from "../../http/validate";
import { googleAccount } from "./google";
import { inBackground, sendVerificationMail } from "./mails";
import { hashPassword } from "./passwords";
import { reserveAttempt } from "./rate-limit";
import { recoveryRoutes, sessionRecoveryRoutes } from "./recovery";
import { createSession, revokeSession } from "./sessions";
import { signIn } from "./signin";
import { insertUser, toSessionUser } from "./users";
import { HOUR } from "@/lib/time";

/** Sign-up, sign-in and account recovery: public; Google sign-in: the BFF's server only. */
export function authRoutes(deps: Deps) {
  const { db, env, now } = deps;
  const signupWindow = { limit: env.RATE_LIMIT_SIGNUP_PER_HOUR, windowMs: HOUR };

  return new Hono<AppEnv>()
    .post("/signup", ...jsonBody(signupSchema), async (c) => {
      const input = c.req.valid("json");
      // Reserved in one statement once the request is well-formed: parallel sign-ups cannot overshoot, rejected input counts nothing.
      await reserveAttempt(db, `signup:ip:${clientIp(c)}`, signupWindow, now());
      const created = await insertUser(db, { ...input, passwordHash: await hashPassword(input.password) });
      if (!created) {
        // Deliberately silent about which field clashed and whose account it is.
        throw new AppError("conflict", "That email or username is already registered");
      }
      inBackground(deps, "verification mail", () => sendVerificationMail(deps, created));
      return reply(c, "/auth/signup", { success: true, message: "Account created" }, 201);
    })
    .post("/signin", ...jsonBody(signinSchema), async (c) => {
      const input = c.req.valid("json");
      const user = await signIn(deps, input.identifier, input.password, clientIp(c));
      const session = await createSession(db, user.id, now());
      return reply(c, "/auth/signin", {
        success: true,
        user: toSessionUser(user),
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      });
    })
    .post("/gsign", requireInternalCaller(env.INTERNAL_API_SECRET), ...jsonBody(gsignSchema), async (c) => {
      // next-auth has verified the Google account; the BFF alone holds the secret that lets it say so.
      const { user, created } = await googleAccount(db, c.req.valid("json"), now());
      const session = await createSession(db, user.id, now());
      return reply(c, "/auth/gsign", {
        success: true,
        created,
        user: toSessionUser(user),
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      });
    })
    .route("/", recoveryRoutes(deps));
}

/** Logout and a fresh verification mail: mounted under the session-requiring sub-app. */
export function sessionAuthRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post("/logout", async (c) => {
      await revokeSession(deps.db, c.get("sessionToken"));
      return reply(c, "/auth/logout", { success: true, message: "Logged out successfully" });
    })
    .route("/", sessionRecoveryRoutes(deps));
}
