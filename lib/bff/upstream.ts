import "server-only";
import http from "node:http";

/** Node's http, not fetch: Next wraps fetch for caching, costing milliseconds a call for an uncached upstream. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 });

/** `complete` false: the connection closed early; what arrived is kept. */
export type UpstreamReply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; complete: boolean };

export class UpstreamTimeout extends Error {
  override name = "UpstreamTimeout";
}

export function callUpstream(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: Buffer; timeoutMs: number },
  retried = false,
): Promise<UpstreamReply> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(url, { method: init.method, headers: init.headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      const reply = (complete: boolean) =>
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks), complete });
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => reply(true));
      // The API may answer early (a body over its limit) and drop us mid-write: its answer is passed on, not a 502.
      res.on("error", () => reply(false));
      res.on("close", () => reply(res.complete));
    });
    req.setTimeout(init.timeoutMs, () => req.destroy(new UpstreamTimeout(`no answer within ${init.timeoutMs} ms`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered && !(error instanceof UpstreamTimeout)) return;
      // A pooled socket closed as we reused it never reached the API, so one resend on a fresh socket is safe.
      if (!retried && req.reusedSocket && error.code === "ECONNRESET") resolve(callUpstream(url, init, true));
      else reject(error);
    });
    req.end(init.body);
  });
}
