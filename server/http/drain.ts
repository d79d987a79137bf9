import type { Server } from "node:http";

/**
 * Stops taking connections and lets the requests in flight finish: idle kept-alive connections
 * are closed at once and each busy one as soon as it answers; past `graceMs` the rest are cut.
 */
export function drainServer(server: Server, graceMs: number): Promise<"drained" | "cut"> {
  return new Promise((resolve) => {
    let outcome: "drained" | "cut" = "drained";
    // A connection that answered its last request becomes idle and would otherwise sit out its keep-alive.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      outcome = "cut";
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve(outcome);
    });
    server.closeIdleConnections();
  });
}
