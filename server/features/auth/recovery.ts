import { and, eq, isNull } from "drizzle-orm";
import { RESET_LINK_SENT } from "@/lib/contract/recovery";
import { users, sessions } from "../../db/schema";
import { clientIp, type Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { route } from "../../http/route";
import { inBackground, sendResetMail, sendVerificationMail } from "./mails";
import { hashPassword } from "./passwords";
import { releaseAttempt, reserveAttempt } from "./rate-limit";
import { consumeAuthToken, peekAuthToken, retireAuthTokens } from "./tokens";
import { errorLogFields } from "../../http/error-log";
import { HOUR } from "@/lib/time";

const VERIFY_MAILS_PER_HOUR = 5;

/** Public, since the link's token is the credential; only a fresh verification mail needs a session. */
export function recoveryRoutes(deps: Deps) {
  const { db, env, now } = deps;
  const forgotWindow = { limit: env.RATE_LIMIT_FORGOT_PER_HOUR, windowMs: HOUR };
  const verifyWindow = { limit: VERIFY_MAILS_PER_HOUR, windowMs: HOUR };

  return [
    route("/auth/forgot-password", async ({ email }, c) => {
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
      return { success: true, message: RESET_LINK_SENT };
    }),
    route("/auth/reset-password", async ({ token, newPassword }) => {
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
      return {
        success: true,
        message: "Your password has been changed. Sign in with your new password.",
      };
    }),
    route("/auth/verify-email", async ({ token }) => {
      const at = now();
      await db.transaction(async (tx) => {
        const userId = await consumeAuthToken(tx, token, "verify", at);
        await tx
          .update(users)
          .set({ emailVerifiedAt: at, updatedAt: at })
          .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
      });
      return { success: true, message: "Your email address is verified." };
    }),
    route("/auth/send-verification", async (_, c) => {
      const userId = c.get("userId");
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new AppError("unauthorized", "Please sign in again");
      if (user.emailVerifiedAt)
        return {
          success: true,
          alreadyVerified: true,
          message: "Your email address is already verified.",
        };
      await reserveAttempt(db, `verify-mail:user:${userId}`, verifyWindow, now());
      try {
        await sendVerificationMail(deps, user);
      } catch (error) {
        deps.logger.error({ error: errorLogFields(error) }, "verification mail failed");
        throw new AppError("unavailable", "The verification email could not be sent right now. Try again in a few minutes.");
      }
      return {
        success: true,
        alreadyVerified: false,
        message: `We sent a verification link to ${user.email}.`,
      };
    }),
  ];
}
