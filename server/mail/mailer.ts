import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { ApiEnv } from "../env";
import type { Logger } from "../core/logger";

/** `link` is a credential, so it is never logged. */
export type Mail = { to: string; subject: string; text: string; html: string; link: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
};

const envelope = (from: string, mail: Mail) => ({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail(envelope(from, mail));
    },
  };
}

/** The log names the file, never the link, which would let a log reader take over the account. */
function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let written = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail(envelope(from, mail));
      await mkdir(dir, { recursive: true });
      written += 1;
      const file = path.join(dir, `${new Date().toISOString().replaceAll(":", "-")}-${process.pid}-${written}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ subject: mail.subject, file }, "mail written to the outbox (SMTP_URL is not set)");
    },
  };
}

export function createMailer(env: ApiEnv, logger: Logger): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(path.join(env.DATA_DIR, "outbox"), env.MAIL_FROM, logger);
}

export type MemoryMailer = Mailer & {
  readonly sent: Mail[];
  /** Or one already sent there and not yet taken. */
  next(to: string, timeoutMs?: number): Promise<Mail>;
  clear(): void;
};

export function createMemoryMailer(): MemoryMailer {
  const sent: Mail[] = [];
  const unread: Mail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: Mail) => void }> = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      const waiter = waiting.findIndex((w) => w.to === mail.to);
      if (waiter >= 0) waiting.splice(waiter, 1)[0]!.resolve(mail);
      else unread.push(mail);
    },
    next(to, timeoutMs = 5000) {
      const ready = unread.findIndex((m) => m.to === to);
      if (ready >= 0) return Promise.resolve(unread.splice(ready, 1)[0]!);
      return new Promise((resolve, reject) => {
        const entry = { to, resolve: (mail: Mail) => (clearTimeout(timer), resolve(mail)) };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(entry);
      });
    },
    clear() {
      sent.length = 0;
      unread.length = 0;
    },
  };
}
