import { createServer, type Server } from "node:http";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server, with `GET /messages?to=…` so tests in other processes can read what it received. */
export async function startMailServer(smtpPort: number, mailboxPort: number): Promise<() => Promise<void>> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  const mailbox: Server = createServer((req, res) => {
    const to = new URL(req.url ?? "/", "http://mailbox").searchParams.get("to")?.toLowerCase();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(received.filter((m) => !to || m.to.includes(to))));
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(smtpPort, "127.0.0.1", () => resolve());
  });
  await new Promise<void>((resolve) => mailbox.listen(mailboxPort, "127.0.0.1", resolve));
  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
  };
}

/** Undoes quoted-printable (RFC 2045 §6.7), the encoding mail clients see links in. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
