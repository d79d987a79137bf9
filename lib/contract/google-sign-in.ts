import "./zod-setup";
import { z } from "zod";
import { emailSchema, fullNameSchema, USER_NAME_PATTERN, userNameSchema } from "./auth";

/** docs/behaviour.md §3; only the BFF may call it (docs/architecture.md §6). */
export const gsignSchema = z.object({ fullName: fullNameSchema, userName: userNameSchema, email: emailSchema });
export type GsignInput = z.infer<typeof gsignSchema>;

export const INTERNAL_SECRET_HEADER = "x-internal-secret";

const MIN = 3;
const MAX = 30;

const userNameChars = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9_.-]/g, "")
    .slice(0, MAX);

/** docs/behaviour.md §3; the email's local part stands in when under 3 characters remain, and the API suffixes a taken name. */
export function googleUserName(displayName: string, email: string): string {
  const first = userNameChars(displayName.trim().split(/\s+/)[0] ?? "");
  if (first.length >= MIN) return first;
  const local = userNameChars(email.split("@")[0] ?? "");
  const name = local.length >= MIN ? local : (first || local || "user").padEnd(MIN, "0");
  return USER_NAME_PATTERN.test(name) ? name : "user";
}

/** Google allows longer names than we store; the rest is cut, never refused. */
export const googleFullName = (displayName: string | null | undefined, email: string) =>
  (displayName?.trim() || email.split("@")[0] || "Google user").slice(0, 80);
