import { Hono } from "hono";
import { setCookie, deleteCookie } from "hono/cookie";
import { INVALID_CREDENTIALS, SESSION_COOKIE, signinSchema, signupSchema } from "@/lib/contract/auth";
import { hashPassword, burnPasswordCheck, verifyPassword } from "../auth/passwords";
import { checkRateLimit, hitRateLimit } from "../auth/rate-limit";
import { createSession, revokeSession, SESSION_DAYS } from "../auth/sessions";
import { clientIp, readJson, type AppEnv, type Deps } from "../http/context";
import { AppError } from "../http/errors";
import { requireSession } from "../http/middleware";
import { findUserByIdentifier, insertUser, toSessionUser } from "./users";

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

export function authRoutes(deps: Deps) {
  const { db, env } = deps;
  const now = () => deps.now?.() ?? new Date();
  const signinWindow = { limit: env.RATE_LIMIT_SIGNIN_FAILURES, windowMs: FIFTEEN_MINUTES };
  const signupWindow = { limit: env.RATE_LIMIT_SIGNUP_PER_HOUR, windowMs: HOUR };

  return new Hono<AppEnv>()
    .post("/signup", async (c) => {
      const ipKey = `signup:ip:${clientIp(c)}`;
      await checkRateLimit(db, ipKey, signupWindow, now());
      const input = await readJson(c, signupSchema);
      // Counted once the request is well-formed, so rejected input leaves the database untouched.
      await hitRateLimit(db, ipKey, signupWindow, now());
      const created = await insertUser(db, { ...input, passwordHash: await hashPassword(input.password) });
      if (!created) {
        // Deliberately silent about which field clashed and whose account it is.
        throw new AppError("conflict", "That email or username is already registered");
      }
      return c.json({ success: true, message: "Account created" }, 201);
    })
    .post("/signin", async (c) => {
      const input = await readJson(c, signinSchema);
      const accountKey = `signin:account:${input.identifier}`;
      const ipKey = `signin:ip:${clientIp(c)}`;
      await checkRateLimit(db, accountKey, signinWindow, now());
      await checkRateLimit(db, ipKey, signinWindow, now());

      const user = await findUserByIdentifier(db, input.identifier);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) {
        await hitRateLimit(db, accountKey, signinWindow, now());
        await hitRateLimit(db, ipKey, signinWindow, now());
        throw new AppError("unauthorized", INVALID_CREDENTIALS);
      }
      const session = await createSession(db, user.id, now());
      setCookie(c, SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: "Lax",
        secure: env.NODE_ENV === "production",
        path: "/",
        maxAge: SESSION_DAYS * 86_400,
      });
      return c.json({ success: true, user: toSessionUser(user), token: session.token, expiresAt: session.expiresAt.toISOString() });
    })
    .post("/logout", requireSession(deps), async (c) => {
      await revokeSession(db, c.get("sessionToken"));
      deleteCookie(c, SESSION_COOKIE, { path: "/" });
      return c.json({ success: true, message: "Logged out successfully" });
    });
}
