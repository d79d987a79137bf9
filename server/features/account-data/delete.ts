import { and, eq, inArray, like, notExists, or, sql } from "drizzle-orm";
import { MINUTE } from "@/lib/time";
import type { Deps } from "../../http/context";
import { follows, personalTokens, platformAccounts, rateLimits, sessions, userHandles, users } from "../../db/schema";
import { AppError, notFound } from "../../core/errors";
import { inBackground } from "../auth/mails";
import { verifyPassword } from "../auth/passwords";
import { hashToken } from "../auth/sessions";

/** An account without a password (made with Google) proves it is its owner by a sign-in this recent. */
export const FRESH_SIGN_IN_MS = 10 * MINUTE;

async function confirmOwner(deps: Deps, user: typeof users.$inferSelect, sessionToken: string, password: string | undefined) {
  if (user.passwordHash) {
    if (!password || !(await verifyPassword(user.passwordHash, password))) {
      throw new AppError("invalid", "That password is not right", { issues: { password: ["That password is not right"] } });
    }
    return;
  }
  const [session] = await deps.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(sessionToken)));
  if (!session || deps.now().getTime() - session.createdAt.getTime() > FRESH_SIGN_IN_MS) {
    throw new AppError("forbidden", "Sign in with Google again, then delete the account within 10 minutes");
  }
}

/** Foreign keys cascade from `users`; a platform account only this user named and nobody follows goes too, one a follower typed stays. */
export async function deleteAccount(deps: Deps, userId: string, sessionToken: string, password: string | undefined) {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  await confirmOwner(deps, user, sessionToken, password);
  const named = (await db.select({ id: userHandles.accountId }).from(userHandles).where(eq(userHandles.userId, userId))).map((r) => r.id);
  const tokens = (await db.select({ id: personalTokens.id }).from(personalTokens).where(eq(personalTokens.userId, userId))).map(
    (r) => r.id,
  );
  await db.transaction(async (tx) => {
    // Rate-limit counters name the user by id, e-mail or token; they go with the account.
    const keyed = [userId, user.email, user.email.toLowerCase(), ...tokens].map((part) =>
      like(rateLimits.key, `%${part.replace(/[%_\\]/g, "\\$&")}%`),
    );
    await tx.delete(rateLimits).where(or(...keyed));
    await tx.delete(users).where(eq(users.id, userId));
    if (named.length > 0) {
      await tx.delete(platformAccounts).where(
        and(
          inArray(platformAccounts.id, named),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(userHandles)
              .where(eq(userHandles.accountId, platformAccounts.id)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(follows)
              .where(eq(follows.accountId, platformAccounts.id)),
          ),
        ),
      );
    }
  });
  inBackground(deps, "account deletion mail", () =>
    deps.mailer.send({
      to: user.email,
      subject: "Your Algo Ladder account is deleted",
      text: `Hello ${user.fullName},\n\nYour Algo Ladder account @${user.userName} and everything in it were deleted just now. Every session and personal access token is signed out.\n\nIf this was not you, write to us at once.`,
      html: `<p>Hello ${escapeHtml(user.fullName)},</p><p>Your Algo Ladder account @${escapeHtml(user.userName)} and everything in it were deleted just now. Every session and personal access token is signed out.</p><p>If this was not you, write to us at once.</p>`,
      link: "",
    }),
  );
}

const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
