import "./zod-setup";
import { z } from "zod";
import { PLATFORM_IDS } from "./platform-ids";

/** Reported with a 422. */
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

/** PostgreSQL text cannot hold a NUL and UTF-8 cannot encode a lone surrogate, so both are a field issue, not a database failure. */
export const text = (params?: { error: string }) =>
  z
    .string(params)
    .refine((v) => !v.includes("\u0000"), { message: NUL_MESSAGE, abort: true })
    .refine((v) => !LONE_SURROGATE.test(v), { message: BROKEN_TEXT_MESSAGE, abort: true });

export const trimmedText = (max: number) => text().trim().max(max, `At most ${max} characters`);

export const requiredText = (max: number, label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

/** `javascript:` and friends are never stored. */
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

/** Blank is stored as "". */
export const optionalHttpUrl = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((v) => v === "" || isHttpUrl(v), "Must be a link starting with http:// or https://")
    .default("");

/** The shape forms and the API share. */
export function fieldIssues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The id is required: by position alone a client holding a stale list would change its item's neighbour (docs/architecture.md §6). */
export const listAddressSchema = z.object({
  index: z.number({ error: "index must be a number" }).int("index must be a whole number").min(0, "index must be 0 or more"),
  id: z.string({ error: "id is required" }).uuid("id must be the item's id"),
});

export const platformIdSchema = z.enum(PLATFORM_IDS, { error: "Choose leetcode, codeforces or codechef" });
