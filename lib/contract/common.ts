import { z } from "zod";

/** Field-level problems reported with a 422. */
export type FieldIssues = Record<string, string[]>;

export type ApiErrorBody = {
  success: false;
  message: string;
  code: string;
  issues?: FieldIssues;
};

/** Text with surrounding whitespace removed and a length cap counted after trimming. */
export const trimmedText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
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
  z
    .string()
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

/** Position in a list plus the id the client believes is there (ARCHITECTURE §6). */
export const listAddressSchema = z.object({
  index: z.number({ error: "index must be a number" }).int("index must be a whole number").min(0, "index must be 0 or more"),
  id: z.string().uuid().optional(),
});
