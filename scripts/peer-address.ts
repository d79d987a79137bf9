import type { IncomingMessage } from "node:http";

/** Next fills X-Forwarded-For only when the client sent none; appending the peer keeps the last entry ours (lib/bff/client-address.ts). */
export function stampPeerAddress(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  const prior = req.headers["x-forwarded-for"];
  const chain = Array.isArray(prior) ? prior.join(", ") : prior;
  req.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
}
