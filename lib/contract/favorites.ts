import { z } from "zod";
import { isHttpUrl, trimmedText } from "./common";

export const FAVORITE_PLATFORMS = ["codeforces", "codechef", "leetcode", "other"] as const;
export type FavoritePlatform = (typeof FAVORITE_PLATFORMS)[number];
export const FAVORITE_LIMITS = { name: 100, url: 150, note: 150 } as const;

export const INVALID_CONTEST_NAME = "Please enter valid name of contest";
export const INVALID_CONTEST_URL = "Please enter valid url of contest";

/** Hosts a contest link must live on, per platform; `other` takes any http(s) host. */
const PLATFORM_HOSTS: Record<FavoritePlatform, readonly string[] | null> = {
  codeforces: ["codeforces.com"],
  codechef: ["codechef.com"],
  leetcode: ["leetcode.com", "leetcode.cn"],
  other: null,
};

export function isContestUrlFor(platform: FavoritePlatform, url: string): boolean {
  if (!isHttpUrl(url)) return false;
  const hosts = PLATFORM_HOSTS[platform];
  if (!hosts) return true;
  const host = new URL(url).hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

export const favoriteInputSchema = z
  .object({
    name: z
      .string({ error: INVALID_CONTEST_NAME })
      .trim()
      .min(1, INVALID_CONTEST_NAME)
      .max(FAVORITE_LIMITS.name, `At most ${FAVORITE_LIMITS.name} characters`),
    url: z
      .string({ error: INVALID_CONTEST_URL })
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
export type FavoriteInput = z.input<typeof favoriteInputSchema>;

export type FavoriteContest = {
  id: string;
  name: string;
  url: string;
  platform: FavoritePlatform;
  short_note: string;
  createdAt: string;
};

export const removeFavoriteSchema = z.object({ url: z.string().trim().min(1).max(FAVORITE_LIMITS.url) });
