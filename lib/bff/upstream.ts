import "server-only";
import http from "node:http";

/**
 * One HTTP exchange with the API over a kept-alive connection pool. Node's http client is used
 * rather than fetch: inside Next, fetch is wrapped for caching, which costs a few milliseconds a
 * call on the BFF's hot path and buys nothing for a private, uncached upstream.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 });

/** `complete` is false when the connection closed before the answer's end: what arrived is kept. */
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
      // The API may answer early (a body over its limit) and drop the connection while we are still
      // writing: its answer is what the caller needs, so it is passed on rather than a 502.
      res.on("error", () => reply(false));
      res.on("close", () => reply(res.complete));
    });
    req.setTimeout(init.timeoutMs, () => req.destroy(new UpstreamTimeout(`no answer within ${init.timeoutMs} ms`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      // Writing failed after the API answered: the answer stands (see above).
      if (answered && !(error instanceof UpstreamTimeout)) return;
      // A pooled socket the API closed just as we reused it: the request never reached the API,
      // so sending it once more on a fresh socket is safe (the pattern Node's http docs give).
      if (!retried && req.reusedSocket && error.code === "ECONNRESET") resolve(callUpstream(url, init, true));
      else reject(error);
    });
    req.end(init.body);
  });
}
