import type { IncomingMessage } from "node:http";

/**
 * Appends the socket's peer address to X-Forwarded-For, as every proxy does. Next's own server only
 * fills the header in when the client sent none, which lets a client pick its own address; after
 * this, the right-most entry is always one we saw (lib/bff/client-address.ts reads it).
 */
export function stampPeerAddress(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  const prior = req.headers["x-forwarded-for"];
  const chain = Array.isArray(prior) ? prior.join(", ") : prior;
  req.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
}
