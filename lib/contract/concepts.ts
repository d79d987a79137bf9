import "./zod-setup";
import { z } from "zod";
import { isHttpUrl, listAddressSchema, requiredText, trimmedText } from "./common";

export const CONCEPT_LIMITS = { title: 100, description: 500, level: 5000, links: 50, link: 300 } as const;

export const conceptInputSchema = z.object({
  title: requiredText(CONCEPT_LIMITS.title, "Title"),
  description: trimmedText(CONCEPT_LIMITS.description).default(""),
  notes: z
    .object({
      basic: trimmedText(CONCEPT_LIMITS.level).default(""),
      intermediate: trimmedText(CONCEPT_LIMITS.level).default(""),
      advanced: trimmedText(CONCEPT_LIMITS.level).default(""),
    })
    .default({ basic: "", intermediate: "", advanced: "" }),
  // docs/behaviour.md §5: empty link inputs are dropped on save; every kept link must be http(s).
  // Each input is checked before blanks are dropped so an issue path (problemLinks.3) names the input the user typed in.
  problemLinks: z
    .array(trimmedText(CONCEPT_LIMITS.link).refine((l) => l === "" || isHttpUrl(l), "Must be a link starting with http:// or https://"))
    .default([])
    .transform((links) => links.filter((l) => l !== ""))
    .pipe(z.array(z.string()).max(CONCEPT_LIMITS.links, `At most ${CONCEPT_LIMITS.links} links`)),
});

export const conceptSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  notes: z.object({ basic: z.string(), intermediate: z.string(), advanced: z.string() }),
  problemLinks: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Goes up with every edit; an edit names the version it started from. */
  version: z.number(),
});
export type Concept = z.infer<typeof conceptSchema>;

export const editConceptSchema = listAddressSchema.extend({
  version: z.number({ error: "version is required" }).int("version must be a whole number").min(1, "version must be 1 or more"),
  concept_details: conceptInputSchema,
});
export const removeConceptSchema = listAddressSchema;
