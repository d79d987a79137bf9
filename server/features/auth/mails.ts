import type { Deps } from "../../http/context";
import { resetPasswordMail, verifyEmailMail } from "../../mail/messages";
import { issueAuthToken } from "./tokens";
import { errorLogFields } from "../../http/error-log";

type Recipient = { id: string; email: string };

const linkTo = (appUrl: string, page: "/reset-password" | "/verify-email", token: string) =>
  `${appUrl.replace(/\/+$/, "")}${page}?token=${encodeURIComponent(token)}`;

export async function sendVerificationMail({ db, env, mailer, now }: Deps, user: Recipient): Promise<void> {
  const token = await issueAuthToken(db, user.id, "verify", now());
  await mailer.send(verifyEmailMail(user.email, linkTo(env.APP_URL, "/verify-email", token)));
}

export async function sendResetMail({ db, env, mailer, now }: Deps, user: Recipient): Promise<void> {
  const token = await issueAuthToken(db, user.id, "reset", now());
  await mailer.send(resetPasswordMail(user.email, linkTo(env.APP_URL, "/reset-password", token)));
}

/** A slow mail server must not hold up sign-up, and forgot-password must take the same time whether or not a mail goes out. */
export function inBackground({ logger }: Deps, what: string, work: () => Promise<void>): void {
  void work().catch((error: unknown) => {
    logger.error({ error: errorLogFields(error) }, `${what} failed`);
  });
}
