import "server-only";
import { NextRequest, NextResponse } from "next/server";
import { PAYLOAD_TOO_LARGE } from "@/lib/contract/body-limit";
import { publicOrigin } from "@/lib/bff/forward";
import { readLimitedBody } from "@/lib/bff/read-body";
import { sameOriginCallback } from "./callback-url";

/** Under both of its names. */
const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

const invalid = (message: string) =>
  NextResponse.json({ success: false, code: "invalid", message, issues: { callbackUrl: [message] } }, { status: 400 });

/** next-auth answers 500 to an unparsable `callbackUrl` (query or cookie) and reads any body whole, so both are settled here first. */
export async function guardAuthRequest(req: NextRequest): Promise<NextRequest | Response> {
  const origin = publicOrigin();
  const queried = req.nextUrl.searchParams.get("callbackUrl");
  if (queried !== null && !sameOriginCallback(queried, origin)) return invalid("callbackUrl must be a page on this site");

  const stale = CALLBACK_COOKIES.filter((name) => {
    const value = req.cookies.get(name)?.value;
    return value !== undefined && !sameOriginCallback(value, origin);
  });
  if (stale.length) {
    const res =
      req.method === "GET"
        ? // A relative Location: the same path and query on whatever host the browser used.
          new NextResponse(null, {
            status: 303,
            headers: { location: `${req.nextUrl.pathname}${req.nextUrl.search}`, "cache-control": "no-store" },
          })
        : invalid("The sign-in's return address was not valid; it has been cleared, try again");
    for (const name of stale) res.cookies.set(name, "", { path: "/", maxAge: 0, secure: name.startsWith("__Secure-") });
    return res;
  }

  if (req.method !== "POST") return req;
  const read = await readLimitedBody(req).catch(() => undefined);
  if (!read) return invalid("The request body could not be read");
  if (!read.ok) return NextResponse.json(PAYLOAD_TOO_LARGE, { status: 413 });
  if (req.headers.get("content-type")?.includes("application/json")) {
    try {
      JSON.parse(read.body.toString("utf8") || "{}");
    } catch {
      return NextResponse.json({ success: false, code: "invalid", message: "The request body is not valid JSON" }, { status: 400 });
    }
  }
  return new NextRequest(req.nextUrl, { method: req.method, headers: req.headers, body: new Uint8Array(read.body) });
}
