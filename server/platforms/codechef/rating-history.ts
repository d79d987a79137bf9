import type { ContestResult } from "../types";
import { allRatingSchema, type AllRatingEntry } from "./schemas";
import { parseIstDateTime } from "./time";

// Where the history sits and its tracks: docs/platforms.md §0b, §3; every value is a string.

const SITE = "https://www.codechef.com";

export class RatingHistoryUnreadable extends Error {}

/** Strings and escapes respected; undefined when it never closes. */
function balancedObject(text: string, start: number): string | undefined {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

export function drupalSettings(html: string): Record<string, unknown> | undefined {
  const at = /jQuery\.extend\(\s*Drupal\.settings\s*,\s*\{/.exec(html);
  if (!at) return undefined;
  const literal = balancedObject(html, at.index + at[0].length - 1);
  if (!literal) throw new RatingHistoryUnreadable("Drupal.settings never closes");
  try {
    const value: unknown = JSON.parse(literal);
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new RatingHistoryUnreadable("Drupal.settings is not an object");
    return value as Record<string, unknown>;
  } catch (error) {
    if (error instanceof RatingHistoryUnreadable) throw error;
    throw new RatingHistoryUnreadable("Drupal.settings is not JSON");
  }
}

type Dated = { entry: AllRatingEntry; date: Date };

function dated(raw: unknown): Dated[] {
  const parsed = allRatingSchema.safeParse(raw);
  if (!parsed.success) throw new RatingHistoryUnreadable("a rating entry has an unexpected shape");
  const out = parsed.data.map((entry) => {
    const date = parseIstDateTime(entry.end_date);
    if (!date) throw new RatingHistoryUnreadable(`unreadable end_date ${entry.end_date}`);
    return { entry, date };
  });
  return out.sort((a, b) => a.date.getTime() - b.date.getTime());
}

const result = ({ entry, date }: Dated, oldRating: number | null, newRating: number | null): ContestResult => ({
  platform: "codechef",
  externalId: entry.code,
  name: entry.name,
  url: `${SITE}/${encodeURIComponent(entry.code)}`,
  date,
  rank: entry.rank,
  oldRating,
  newRating,
});

/** Other tracks' contests keep their rank but no rating, so the line stays on one scale; `_old` tracks repeat the main one. */
export function contestResults(main: unknown, otherTracks: unknown[] = []): ContestResult[] {
  const rated = dated(main);
  const results = rated.map((d, i) => result(d, i === 0 ? null : Number(rated[i - 1]!.entry.rating), Number(d.entry.rating)));
  const seen = new Set(results.map((r) => r.externalId));
  for (const track of otherTracks) {
    for (const d of dated(track)) {
      if (seen.has(d.entry.code)) continue;
      seen.add(d.entry.code);
      results.push(result(d, null, null));
    }
  }
  return results.sort((a, b) => a.date.getTime() - b.date.getTime());
}

/** Undefined when the page carries neither form: a changed page. */
export function ratingHistory(html: string, allRating: unknown): ContestResult[] | undefined {
  const settings = drupalSettings(html);
  const tracks = settings?.date_versus_rating;
  if (tracks !== undefined && tracks !== null) {
    if (typeof tracks !== "object" || Array.isArray(tracks)) throw new RatingHistoryUnreadable("date_versus_rating is not a map of tracks");
    const byName = tracks as Record<string, unknown>;
    const others = Object.entries(byName)
      .filter(([name, list]) => name !== "all" && !name.endsWith("_old") && Array.isArray(list))
      .map(([, list]) => list);
    return contestResults(byName.all ?? [], others);
  }
  return allRating === undefined ? undefined : contestResults(allRating);
}
