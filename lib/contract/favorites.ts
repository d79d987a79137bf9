import "./zod-setup";
import { z } from "zod";
import { isHttpUrl, text, trimmedText } from "./common";
import { isOnPlatformHost, type CollectionPlatform } from "./platforms";
import { FAVORITE_LIMITS } from "./limits";

/** Codeforces first: most contests people keep are there. */
export const FAVORITE_PLATFORMS = ["codeforces", "codechef", "leetcode", "other"] as const satisfies readonly CollectionPlatform[];
export type FavoritePlatform = (typeof FAVORITE_PLATFORMS)[number];

export { FAVORITE_LIMITS } from "./limits";

export const INVALID_CONTEST_NAME = "Please enter valid name of contest";
export const INVALID_CONTEST_URL = "Please enter valid url of contest";

export function isContestUrlFor(platform: FavoritePlatform, url: string): boolean {
  return isHttpUrl(url) && isOnPlatformHost(platform, new URL(url));
}

export const favoriteInputSchema = z
  .object({
    name: text({ error: INVALID_CONTEST_NAME })
      .trim()
      .min(1, INVALID_CONTEST_NAME)
      .max(FAVORITE_LIMITS.name, `At most ${FAVORITE_LIMITS.name} characters`),
    url: text({ error: INVALID_CONTEST_URL })
      .trim()
      .min(1, INVALID_CONTEST_URL)
      .max(FAVORITE_LIMITS.url, `At most ${FAVORITE_LIMITS.url} characters`),
    platform: z.enum(FAVORITE_PLATFORMS, { error: "Choose codeforces, codechef, leetcode or other" }),
    short_note: trimmedText(FAVORITE_LIMITS.note).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.url && v.url.length <= FAVORITE_LIMITS.url && !isContestUrlFor(v.platform, v.url)) {
      ctx.addIssue({ code: "custom", path: ["url"], message: INVALID_CONTEST_URL });
    }
  });

export const favoriteContestSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  platform: z.enum(FAVORITE_PLATFORMS),
  short_note: z.string(),
  createdAt: z.string(),
});
export type FavoriteContest = z.infer<typeof favoriteContestSchema>;

export const removeFavoriteSchema = z.object({ url: text().trim().min(1).max(FAVORITE_LIMITS.url) });
