import "./zod-setup";
import { z } from "zod";
import { PLATFORM_IDS } from "./platform-ids";

/** Field-level problems reported with a 422. */
export type FieldIssues = Record<string, string[]>;

export type ApiErrorBody = {
  success: false;
  message: string;
  code: string;
  issues?: FieldIssues;
};

export const NUL_MESSAGE = "Must not contain a NUL character";
export const BROKEN_TEXT_MESSAGE = "Contains a broken character (half of a surrogate pair)";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every string the contract accepts starts here: PostgreSQL text cannot hold a NUL character, and a
 * lone surrogate cannot be encoded as UTF-8, so both are refused as a field issue (the API's 422, the
 * form's message) instead of failing at the database. Either check stops the rest of the field's checks.
 */
export const text = (params?: { error: string }) =>
  z
    .string(params)
    .refine((v) => !v.includes("\u0000"), { message: NUL_MESSAGE, abort: true })
    .refine((v) => !LONE_SURROGATE.test(v), { message: BROKEN_TEXT_MESSAGE, abort: true });

/** Text with surrounding whitespace removed and a length cap counted after trimming. */
export const trimmedText = (max: number) => text().trim().max(max, `At most ${max} characters`);

export const requiredText = (max: number, label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

/** Only http(s) links are accepted anywhere a URL is stored; `javascript:` and friends never are. */
export function isHttpUrl(value: string): boolean {
  // "https:example.com" parses, but as a link on an https page it would resolve against our own site.
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An optional URL: blank is allowed (stored as ""), anything else must be http(s). */
export const optionalHttpUrl = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((v) => v === "" || isHttpUrl(v), "Must be a link starting with http:// or https://")
    .default("");

/** Turns a zod error into `{ field: [messages] }`, the shape forms and the API share. */
export function fieldIssues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * Position in a list plus the id the client believes is there (docs/architecture.md §6). The id is
 * required: by position alone a client holding a stale list would change the neighbour of its item.
 */
export const listAddressSchema = z.object({
  index: z.number({ error: "index must be a number" }).int("index must be a whole number").min(0, "index must be 0 or more"),
  id: z.string({ error: "id is required" }).uuid("id must be the item's id"),
});

/** One of the platforms (lib/contract/platforms.ts), with the message a form shows otherwise. */
export const platformIdSchema = z.enum(PLATFORM_IDS, { error: "Choose leetcode, codeforces or codechef" });
