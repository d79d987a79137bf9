// `npm start`'s web app stamps each request with its peer address (peer-address.ts); a Vercel-style edge sets X-Forwarded-For itself.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { refuseUndecodablePath } from "../lib/bff/bad-path";
import { stampPeerAddress } from "./peer-address";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const app = next({ dev: false, dir: process.env.APP_ROOT ?? path.resolve(import.meta.dirname, ".."), port, hostname });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  // A path that cannot be percent-decoded (`/api/%ff`) would end in Next's plain-text 500.
  if (refuseUndecodablePath(req, res)) return;
  stampPeerAddress(req);
  void handle(req, res);
});
// Above proxies' usual 60 s idle timeout, so the server never drops a kept-alive connection a client is about to reuse (ECONNRESET).
server.keepAliveTimeout = 70_000;
server.headersTimeout = 71_000;
server.listen(port, hostname, () => console.log(`web listening on http://${hostname}:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
