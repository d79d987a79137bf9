import { NextResponse } from "next/server";
import { codeforcesOffered } from "@/lib/auth/codeforces-verify";

export const dynamic = "force-dynamic";

/** Whether 'Verify with Codeforces sign-in' is offered (CODEFORCES_CLIENT_ID and _SECRET set). */
export function GET() {
  return NextResponse.json({ success: true, offered: codeforcesOffered() }, { headers: { "cache-control": "no-store" } });
}
