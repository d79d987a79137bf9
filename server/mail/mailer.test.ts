import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { createLogger } from "../core/logger";
import type { ApiEnv } from "../env";
import { createMailer } from "./mailer";

it("without SMTP_URL a mail goes to the outbox, and the log says so without its link or token", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  try {
    const env = { DATA_DIR: dir, MAIL_FROM: "Algo Ladder <no-reply@example.com>" } as ApiEnv;
    const link = "http://localhost:3000/reset-password?token=secret-reset-token-0123456789";
    const mail = { to: "ada@example.com", subject: "Reset your password", text: `Open ${link}`, html: `<a href="${link}">Reset</a>`, link };
    await createMailer(env, createLogger("info", sink)).send(mail);
    const [file] = await readdir(path.join(dir, "outbox"));
    expect(await readFile(path.join(dir, "outbox", file!), "utf8")).toContain("secret-reset-token");
    const log = lines.join("");
    expect(log).toContain("mail written to the outbox");
    expect(log).not.toContain("secret-reset-token");
    expect(log).not.toContain("reset-password?");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
