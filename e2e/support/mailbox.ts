import { expect, type APIRequestContext } from "@playwright/test";
import { decodeQuotedPrintable, type ReceivedMail } from "./mail-server";
import { MAILBOX_URL } from "./ports";

/** `after` skips mails already seen, so a second reset mail is told from the first. */
export async function mailedLink(request: APIRequestContext, to: string, page: "/reset-password" | "/verify-email", after = 0) {
  const pattern = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[A-Za-z0-9_%-]+`);
  let link: string | undefined;
  let count = 0;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${MAILBOX_URL}/messages?to=${encodeURIComponent(to)}`)).json()) as ReceivedMail[];
        const matching = mails.map((m) => decodeQuotedPrintable(m.raw).match(pattern)?.[0]).filter((l): l is string => Boolean(l));
        count = matching.length;
        link = matching.at(-1);
        return count > after;
      },
      { message: `a mail to ${to} linking to ${page}`, timeout: 15_000 },
    )
    .toBe(true);
  return { link: link!, count };
}
