import type { IncomingMessage, ServerResponse } from "node:http";

/** What a request whose path cannot be percent-decoded gets: a 400 in the API's JSON shape. */
export const BAD_PATH = { success: false, code: "bad_request", message: "The address is not valid" } as const;

/**
 * Whether every segment of a raw (still encoded) path decodes. `/api/%ff` does not: left to Next,
 * such a path ends in a plain-text 500 from its router; answered here, it is a 400 like any other
 * malformed request.
 */
export function isDecodablePath(rawPath: string): boolean {
  try {
    for (const segment of rawPath.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** For the production server (scripts/web-server.ts): answers a request with an undecodable path, before Next sees it. */
export function refuseUndecodablePath(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? "/").split("?")[0]!;
  if (isDecodablePath(path)) return false;
  res.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(BAD_PATH));
  return true;
}
