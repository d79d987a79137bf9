import type { PlatformId } from "./platform-ids";

/** `light` and `dark` are the platform colour adjusted to WCAG AA on each theme's cards, so a rating has one colour everywhere (docs/decisions/014). */
export type RatingTier = {
  /** Used in `data-tier` attributes and tests. */
  key: string;
  min: number;
  label: string;
  colour: string;
  light: string;
  dark: string;
  /** Codeforces' Legendary Grandmaster: the first letter is black (white on the dark theme). */
  firstLetterContrast?: boolean;
};

// Codeforces ranks as Codeforces publishes them (codeforces.com/blog/entry/68288).
const CODEFORCES: readonly RatingTier[] = [
  { key: "newbie", min: -Infinity, label: "Newbie", colour: "#808080", light: "#6b6b6b", dark: "#a0a0a0" },
  { key: "pupil", min: 1200, label: "Pupil", colour: "#008000", light: "#008000", dark: "#3cb43c" },
  { key: "specialist", min: 1400, label: "Specialist", colour: "#03a89e", light: "#02786f", dark: "#03a89e" },
  { key: "expert", min: 1600, label: "Expert", colour: "#0000ff", light: "#0000ff", dark: "#7b8cff" },
  { key: "candidate-master", min: 1900, label: "Candidate Master", colour: "#aa00aa", light: "#aa00aa", dark: "#d86ad8" },
  { key: "master", min: 2100, label: "Master", colour: "#ff8c00", light: "#a65800", dark: "#ff8c00" },
  { key: "international-master", min: 2300, label: "International Master", colour: "#ff8c00", light: "#a65800", dark: "#ff8c00" },
  { key: "grandmaster", min: 2400, label: "Grandmaster", colour: "#ff0000", light: "#d00000", dark: "#ff4d4d" },
  { key: "international-grandmaster", min: 2600, label: "International Grandmaster", colour: "#ff0000", light: "#d00000", dark: "#ff4d4d" },
  {
    key: "legendary-grandmaster",
    min: 3000,
    label: "Legendary Grandmaster",
    colour: "#ff0000",
    light: "#d00000",
    dark: "#ff4d4d",
    firstLetterContrast: true,
  },
];

const CODECHEF: readonly RatingTier[] = [
  { key: "1-star", min: -Infinity, label: "1★", colour: "#666666", light: "#666666", dark: "#a0a0a0" },
  { key: "2-star", min: 1400, label: "2★", colour: "#1e7d22", light: "#1e7d22", dark: "#4cc552" },
  { key: "3-star", min: 1600, label: "3★", colour: "#3366cc", light: "#3366cc", dark: "#6b93e6" },
  { key: "4-star", min: 1800, label: "4★", colour: "#684273", light: "#684273", dark: "#b98ac5" },
  { key: "5-star", min: 2000, label: "5★", colour: "#ffbf00", light: "#8f6a00", dark: "#ffbf00" },
  { key: "6-star", min: 2200, label: "6★", colour: "#ff7f00", light: "#b35600", dark: "#ff7f00" },
  { key: "7-star", min: 2500, label: "7★", colour: "#d0011b", light: "#d0011b", dark: "#ff5a6e" },
];

// LeetCode's badges also need a standing, so the rating only tells whether Knight's 1850 is reached (LEETCODE_BADGE_NOTE).
const LEETCODE: readonly RatingTier[] = [
  { key: "below-knight", min: -Infinity, label: "Below Knight", colour: "#808080", light: "#6b6b6b", dark: "#a0a0a0" },
  { key: "knight-range", min: 1850, label: "Knight range", colour: "#3fbf95", light: "#1d7a58", dark: "#3fbf95" },
];

export const RATING_TIERS: Record<PlatformId, readonly RatingTier[]> = {
  leetcode: LEETCODE,
  codeforces: CODEFORCES,
  codechef: CODECHEF,
};

export const LEETCODE_BADGE_NOTE =
  "LeetCode gives Knight for a rating of 1850 or more with a top-25% standing, and Guardian to the top 5%. We see only the rating, so we show whether 1850 is reached.";

export function tierOf(platform: PlatformId, rating: number): RatingTier {
  const tiers = RATING_TIERS[platform];
  let found = tiers[0]!;
  for (const tier of tiers) if (rating >= tier.min) found = tier;
  return found;
}

export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channel = (i: number) => {
      const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
