import { startMailServer } from "./support/mail-server";
import { MAILBOX_URL, SMTP_PORT } from "./support/ports";

/** Services the whole suite shares: the SMTP server every mail of the app goes to. */
export default async function globalSetup() {
  return startMailServer(SMTP_PORT, Number(new URL(MAILBOX_URL).port));
}
