import type { NextRequest } from "next/server";
import { forbiddenOrigin, forwardToApi, isSameOrigin } from "@/lib/bff/forward";

export async function POST(req: NextRequest) {
  if (!isSameOrigin(req)) return forbiddenOrigin();
  return forwardToApi(req, "/auth/signup");
}
