import type { Difficulty } from "./progress";
import { monthShort, shortDate } from "@/lib/intl";

/** Mid-tone fills that read on both the light and the dark card. */
export const DIFFICULTY_COLOURS: Record<Difficulty, string> = {
  easy: "#16a34a",
  medium: "#eab308",
  hard: "#dc2626",
  insane: "#9333ea",
  unrated: "#71717a",
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
  insane: "Insane",
  unrated: "Unrated",
};

export const CHART_TEXT = "text-zinc-600 dark:text-zinc-400";

/** "Dec ’25": cannot be misread as the 25th of December. */
export const monthYear = (at: number) => {
  const d = new Date(at);
  return `${monthShort(d.getMonth())} ’${String(d.getFullYear()).slice(2)}`;
};
export const fullDate = (at: number) => shortDate(at);
