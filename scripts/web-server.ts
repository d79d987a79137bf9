/**
 * The web app in production (`npm start`): Next's request handler behind a plain Node server that
 * stamps each request with the peer address it came from (see peer-address.ts). A Vercel-style
 * deployment does not run this file; its edge sets X-Forwarded-For itself.
 */
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
// Longer than the usual 60 s idle timeout of proxies and clients, so the server is never the side
// that drops a kept-alive connection a client is about to reuse (seen as ECONNRESET).
server.keepAliveTimeout = 70_000;
server.headersTimeout = 71_000;
server.listen(port, hostname, () => console.log(`web listening on http://${hostname}:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
