import "server-only";
import type { NextRequest } from "next/server";
import { GOOGLE_POPUP, popupErrorOf } from "./google-popup";

/** next-auth ends a failed OAuth flow on its own pages and calls a refusal "Callback"; the popup needs its result page with the real reason. */
export function googlePopupFailure(req: NextRequest, segments: readonly string[] = []): Response | undefined {
  if (req.method !== "GET") return undefined;
  const [action, provider] = segments;
  const error = req.nextUrl.searchParams.get("error");
  const failed = action === "error" || (action === "callback" && provider === "google" && error !== null);
  if (!failed) return undefined;
  const location = `${GOOGLE_POPUP.resultPath}?${new URLSearchParams({ error: popupErrorOf(error) })}`;
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
}
