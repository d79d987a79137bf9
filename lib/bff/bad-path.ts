import type { IncomingMessage, ServerResponse } from "node:http";

/** In the API's JSON shape. */
export const BAD_PATH = { success: false, code: "bad_request", message: "The address is not valid" } as const;

/** Left to Next, a path like `/api/%ff` ends in a plain-text 500 from its router. */
export function isDecodablePath(rawPath: string): boolean {
  try {
    for (const segment of rawPath.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** For scripts/web-server.ts, before Next sees the request. */
export function refuseUndecodablePath(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? "/").split("?")[0]!;
  if (isDecodablePath(path)) return false;
  res.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(BAD_PATH));
  return true;
}
