import "./zod-setup";
import { z } from "zod";
import { emailSchema, fullNameSchema, USER_NAME_PATTERN, userNameSchema } from "./auth";

/**
 * What the BFF sends to the API's /auth/gsign once Google has confirmed the account (docs/behaviour.md §3
 * external sign-in payload). Only the BFF may call it (docs/architecture.md §6).
 */
export const gsignSchema = z.object({ fullName: fullNameSchema, userName: userNameSchema, email: emailSchema });
export type GsignInput = z.infer<typeof gsignSchema>;

/** The header carrying INTERNAL_API_SECRET from the BFF's server to the API. */
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

/**
 * docs/behaviour.md §3: the first word of the display name, lower-cased. Reduced to the characters a
 * userName allows ("José" → "jose"); when that leaves under 3 characters, the email's local
 * part stands in. The API adds a numeric suffix when the name is taken.
 */
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
