import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { forgotPasswordSchema, RESET_LINK_SENT, resetPasswordSchema, verifyEmailSchema } from "@/lib/contract/recovery";
import { users, sessions } from "../../db/schema";
import { clientIp, type AppEnv, type Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { reply } from "../../http/reply";
import { jsonBody } from "../../http/validate";
import { inBackground, sendResetMail, sendVerificationMail } from "./mails";
import { hashPassword } from "./passwords";
import { releaseAttempt, reserveAttempt } from "./rate-limit";
import { consumeAuthToken, peekAuthToken, retireAuthTokens } from "./tokens";
import { errorLogFields } from "../../http/error-log";
import { HOUR } from "@/lib/time";

/** Verification mails a signed-in user may ask for in an hour. */
const VERIFY_MAILS_PER_HOUR = 5;

/** Forgot, reset and verify: public, the link's token is the credential. */
export function recoveryRoutes(deps: Deps) {
  const { db, env, now } = deps;
  const forgotWindow = { limit: env.RATE_LIMIT_FORGOT_PER_HOUR, windowMs: HOUR };

  return new Hono<AppEnv>()
    .post("/forgot-password", ...jsonBody(forgotPasswordSchema), async (c) => {
      const { email } = c.req.valid("json");
      // Reserved atomically, per address and per email whether or not an account has it (so the limit tells nothing either).
      const byAddress = await reserveAttempt(db, `forgot:ip:${clientIp(c)}`, forgotWindow, now());
      try {
        await reserveAttempt(db, `forgot:email:${email}`, forgotWindow, now());
      } catch (error) {
        await releaseAttempt(db, byAddress);
        throw error;
      }
      inBackground(deps, "reset mail", async () => {
        const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
        if (user) await sendResetMail(deps, user);
      });
      return reply(c, "/auth/forgot-password", { success: true, message: RESET_LINK_SENT });
    })
    .post("/reset-password", ...jsonBody(resetPasswordSchema), async (c) => {
      const { token, newPassword } = c.req.valid("json");
      // A dead link is refused before the (deliberately slow) password hash is computed.
      await peekAuthToken(db, token, "reset", now());
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        const userId = await consumeAuthToken(tx, token, "reset", at);
        // Opening the mailed link proves the mailbox is theirs, so the address counts as verified.
        const [user] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: at, emailVerifiedAt: user?.verifiedAt ?? at })
          .where(eq(users.id, userId));
        // Whoever knew the old password is signed out everywhere, and older reset links die with it.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await retireAuthTokens(tx, userId, "reset", at);
      });
      return reply(c, "/auth/reset-password", {
        success: true,
        message: "Your password has been changed. Sign in with your new password.",
      });
    })
    .post("/verify-email", ...jsonBody(verifyEmailSchema), async (c) => {
      const { token } = c.req.valid("json");
      const at = now();
      await db.transaction(async (tx) => {
        const userId = await consumeAuthToken(tx, token, "verify", at);
        await tx
          .update(users)
          .set({ emailVerifiedAt: at, updatedAt: at })
          .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
      });
      return reply(c, "/auth/verify-email", { success: true, message: "Your email address is verified." });
    });
}

/** "Send the verification mail again": mounted under the session-requiring sub-app. */
export function sessionRecoveryRoutes(deps: Deps) {
  const { db, now } = deps;
  const window = { limit: VERIFY_MAILS_PER_HOUR, windowMs: HOUR };
  return new Hono<AppEnv>().post("/send-verification", async (c) => {
    const userId = c.get("userId");
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError("unauthorized", "Please sign in again");
    if (user.emailVerifiedAt)
      return reply(c, "/auth/send-verification", {
        success: true,
        alreadyVerified: true,
        message: "Your email address is already verified.",
      });
    await reserveAttempt(db, `verify-mail:user:${userId}`, window, now());
    try {
      await sendVerificationMail(deps, user);
    } catch (error) {
      deps.logger.error({ error: errorLogFields(error) }, "verification mail failed");
      throw new AppError("unavailable", "The verification email could not be sent right now. Try again in a few minutes.");
    }
    return reply(c, "/auth/send-verification", {
      success: true,
      alreadyVerified: false,
      message: `We sent a verification link to ${user.email}.`,
    });
  });
}
