import "./zod-setup";
import { z } from "zod";
import { PLATFORM_IDS } from "./platforms";
import { BAND_IDS, TOPIC_IDS } from "./topics";

export { BANDS, TOPIC_IDS, type Band, type Topic } from "./topics";

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

export const recommendationsQuerySchema = z.object({
  band: z.enum(BAND_IDS).default("moderate"),
  platform: z.preprocess(emptyAsUndefined, z.enum(PLATFORM_IDS).optional()),
  tag: z.preprocess(emptyAsUndefined, z.enum(TOPIC_IDS).optional()),
  /** solved: hide what the user solved; attempted: also what they tried; none: hide nothing. */
  exclude: z.enum(["solved", "attempted", "none"]).default("solved"),
  /** With exclude=solved or attempted: only what happened in the last N days is hidden. */
  withinDays: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3650).optional()),
});
export type RecommendationsQuery = z.input<typeof recommendationsQuerySchema>;

export const userRatingSchema = z.object({
  /** On the Codeforces scale. */
  value: z.number(),
  /** The platform ratings it rests on; empty when the user has none (value is then the default). */
  from: z.array(
    z.object({
      platform: z.enum(PLATFORM_IDS),
      rating: z.number(),
      contests: z.number(),
      /** The platform's rating put on the one scale. */
      onScale: z.number(),
    }),
  ),
});
export type UserRating = z.infer<typeof userRatingSchema>;

export const networkSolversSchema = z.object({
  /** People the user follows who solved it in the Smart Sheet's window. */
  count: z.number(),
  days: z.number(),
  names: z.array(z.string()),
  /** How many rating points closer to the band's target the problem is ranked because of them. */
  weight: z.number(),
});

export const recommendationSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  platform: z.enum(PLATFORM_IDS),
  /** On the one scale; `own` is the platform's own difficulty as it publishes it ("1550", "Medium", "" when none). */
  difficulty: z.object({ value: z.number(), estimated: z.boolean(), own: z.string() }),
  /** Predicted solve chance, 0–1, for the rating below. */
  chance: z.number(),
  /** The rating the chance is computed from: the user's own on the problem's platform, or the blended one scale. */
  ratingUsed: z.object({ value: z.number(), own: z.boolean() }),
  tags: z.array(z.enum(TOPIC_IDS)),
  networkSolvers: networkSolversSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const tagAbilitySchema = z.object({
  tag: z.enum(TOPIC_IDS),
  /** On the Codeforces scale, with a 90% interval. */
  ability: z.number(),
  low: z.number(),
  high: z.number(),
  solved: z.number(),
  failed: z.number(),
  /** The whole interval lies below the user's rating. */
  weak: z.boolean(),
  /** One of the user's lowest topics, below the middle of their own: where to work next, weak or not. */
  focus: z.boolean(),
});
export type TagAbility = z.infer<typeof tagAbilitySchema>;
