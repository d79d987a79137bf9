import type { Server } from "node:http";

/** Idle kept-alive connections close at once, busy ones once they answer; past `graceMs` the rest are cut. */
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
