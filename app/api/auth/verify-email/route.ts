import { authCallHandler } from "@/lib/bff/auth-calls";

export const POST = authCallHandler("/auth/verify-email");
