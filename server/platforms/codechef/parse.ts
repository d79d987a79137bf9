import { ratingTier } from "@/lib/contract/platforms";
import { type AccountProfile, type ContestResult, PlatformError, type Problem, type Submission, type Verdict } from "../types";
import { ratingHistory, RatingHistoryUnreadable } from "./rating-history";
import { dailySubmissionsSchema } from "./schemas";
import { parseSubmissionTime } from "./time";

// No HTML parser is bundled: each narrow regular expression names the markup it relies on, so a site change fails as bad_shape.
export const SITE = "https://www.codechef.com";

export const badShape = (what: string) => new PlatformError("codechef", "bad_shape", `CodeChef sent ${what} we could not read`);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])([\\s\\S]*?)\\1`, "i").exec(tag)?.[2];

/** A whole class token: "rating" is not "rating-number". */
const classIs = (cls: string) => `class\\s*=\\s*["'](?:[^"']*\\s)?${cls}(?:\\s[^"']*)?["']`;

function scriptArray(html: string, name: string): unknown {
  const m = new RegExp(`var\\s+${name}\\s*=\\s*(\\[[\\s\\S]*?\\])\\s*;`).exec(html);
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]!) as unknown;
  } catch {
    throw badShape(`a profile page whose ${name} script`);
  }
}

export type ParsedProfilePage = {
  profile: AccountProfile;
  contests: ContestResult[];
  /** Per IST day, zero-padded here. */
  dailySubmissions: Record<string, number>;
};

/** `requested` is used if the page does not spell the handle. */
export function parseProfilePage(html: string, requested: string): ParsedProfilePage {
  // An existing user's page is titled "HANDLE | CodeChef User Profile for NAME | CodeChef".
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "";
  const titled = /^\s*([^|]+?)\s*\|\s*CodeChef User Profile for\s*([^|]*?)\s*\|/i.exec(decodeEntities(title));
  if (!titled && !new RegExp(classIs("user-details-container")).test(html)) throw badShape("a profile page");

  // A changed page must not write an empty history and a null rating over the stored ones.
  let history: ContestResult[] | undefined;
  try {
    history = ratingHistory(html, scriptArray(html, "all_rating"));
  } catch (error) {
    if (error instanceof RatingHistoryUnreadable) throw badShape("a rating history");
    throw error;
  }
  if (!history) throw badShape("a profile page without its rating history");
  const contests = history;

  // <div class="rating-number">1834</div>; some pages append a marker after the number.
  const ratingHtml = new RegExp(`<div[^>]*${classIs("rating-number")}[^>]*>([\\s\\S]*?)</div>`, "i").exec(html)?.[1];
  if (ratingHtml === undefined) throw badShape("a profile page without its rating");
  const ratingText = ratingHtml === undefined ? undefined : /-?\d+/.exec(textOf(ratingHtml))?.[0];
  const ratingNumber = ratingText === undefined ? null : Number(ratingText);
  // <small>(Highest Rating 1902)</small>
  const highest = /\(\s*Highest Rating\s+(-?\d+)\s*\)/i.exec(html)?.[1];
  // <span class="rating" style="…">4&#9733;</span>
  const starsHtml = new RegExp(`<span[^>]*${classIs("rating")}[^>]*>([\\s\\S]*?)</span>`, "i").exec(html)?.[1];
  const stars = starsHtml === undefined ? undefined : /([1-7])\s*★/.exec(textOf(starsHtml))?.[1];

  // Contests on other tracks carry no rating on the main scale.
  const ratedContests = contests.filter((c) => c.newRating !== null);
  const last = ratedContests.at(-1);
  const rated = ratedContests.length > 0 || (ratingNumber !== null && ratingNumber > 0);
  const rating = rated ? (ratingNumber && ratingNumber > 0 ? ratingNumber : (last?.newRating ?? null)) : null;
  const seenMax = Math.max(rating ?? -Infinity, ...ratedContests.map((c) => c.newRating ?? -Infinity));
  const fallbackMax = Number.isFinite(seenMax) ? seenMax : null;
  const maxRating = !rated ? null : highest !== undefined ? Number(highest) : fallbackMax;
  const rank = !rated || rating === null ? null : stars ? `${stars}★` : ratingTier("codechef", rating).label;

  // <header><img src="…" class="profileImage"><h1 class="h2-style">Full Name</h1></header>
  const heading = new RegExp(`<h1[^>]*${classIs("h2-style")}[^>]*>([\\s\\S]*?)</h1>`, "i").exec(html)?.[1];
  const displayName = (heading !== undefined ? textOf(heading) : titled?.[2]) || null;
  const avatarTag = new RegExp(`<img[^>]*${classIs("profileImage")}[^>]*>`, "i").exec(html)?.[0];
  const avatarSrc = avatarTag && attr(avatarTag, "src");

  return {
    profile: {
      platform: "codechef",
      handle: titled?.[1] ?? requested,
      displayName,
      rating,
      maxRating,
      rank,
      avatarUrl: avatarSrc ? new URL(decodeEntities(avatarSrc), SITE).toString() : null,
      lastOnlineAt: null,
    },
    contests,
    dailySubmissions: parseDailySubmissions(scriptArray(html, "userDailySubmissionsStats") ?? []),
  };
}

function parseDailySubmissions(raw: unknown): Record<string, number> {
  const parsed = dailySubmissionsSchema.safeParse(raw);
  if (!parsed.success) throw badShape("a submission heat map");
  const days: Record<string, number> = {};
  for (const { date, value } of parsed.data) {
    const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(date.trim());
    if (!m) throw badShape("a submission heat map");
    days[`${m[1]}-${m[2]!.padStart(2, "0")}-${m[3]!.padStart(2, "0")}`] = value;
  }
  return days;
}

export const problemUrl = (code: string) => `${SITE}/problems/${encodeURIComponent(code)}`;

function verdictOf(row: string): { verdict: Verdict; rawVerdict: string } | null {
  // <span title='wrong answer'><img src='/misc/cross-icon.gif'></span>
  const span = /<span\b[^>]*\stitle\s*=\s*(["'])[\s\S]*?\1[^>]*>/i.exec(row);
  const spanTag = span?.[0];
  const title = spanTag ? textOf(attr(spanTag, "title") ?? "") : "";
  const tick = /tick-icon\.gif/i.test(row);
  if (!title && !tick) return null;
  const word = title.toLowerCase();
  // "(100)" after the icon is full, "(30)" partial.
  const cellEnd = span ? row.indexOf("</td>", span.index) : -1;
  const cell = span ? row.slice(span.index, cellEnd < 0 ? undefined : cellEnd) : "";
  const score = /\(\s*(\d+(?:\.\d+)?)\s*\)/.exec(textOf(cell))?.[1];
  const points = score === undefined ? null : Number(score);
  if (/partial/.test(word) || (points !== null && points > 0 && points < 100)) {
    return { verdict: "partial", rawVerdict: points !== null ? `${title || "accepted"} (${score})` : title };
  }
  if (word === "accepted" || (tick && !title)) return { verdict: "accepted", rawVerdict: title || "accepted" };
  if (/running|compiling|waiting|queue|pending|judging/.test(word)) return { verdict: "pending", rawVerdict: title };
  return { verdict: "rejected", rawVerdict: title };
}

/** Rows: `<tr><td title='10:15 PM 12/08/26'>…</td><td><a href='/problems/FLOW001'>…</a></td>…<a href='/viewsolution/123456'>`. */
export function parseActivityTable(content: string, now: Date): Submission[] {
  const rows = content.match(/<tr\b[\s\S]*?<\/tr>/gi) ?? [];
  const submissions: Submission[] = [];
  let readable = 0;
  for (const row of rows) {
    // <a href='/problems/CODE'> in practice, <a href='/START249D/problems/CODE'> in a contest.
    const link = /<a\b[^>]*href\s*=\s*["']\/(?:([A-Za-z0-9_]+)\/)?problems\/([A-Za-z0-9_]+)\/?["'][^>]*>/i.exec(row);
    if (!link) continue;
    const [linkTag, contest, code] = link;
    const linkTitle = textOf(attr(linkTag, "title") ?? "");
    const timeCell = /<td\b([^>]*)>([\s\S]*?)<\/td>/i.exec(row);
    const timeTexts = timeCell ? [attr(timeCell[1]!, "title") ?? "", timeCell[2]!] : [];
    const time = timeTexts.map((t) => parseSubmissionTime(textOf(t), now)).find((t) => t !== null);
    const verdict = verdictOf(row);
    if (!time || !verdict) continue;
    readable++;
    // Without an id only an exact time can stand in: a relative one ("3 hours ago") would make a new row each sync.
    const id = /\/viewsolution\/(\d+)/i.exec(row)?.[1];
    if (!id && !time.exact) continue;
    const problem: Problem = {
      platform: "codechef",
      externalId: code!,
      name: linkTitle || code!,
      url: problemUrl(code!),
      difficulty: null,
      rating: null,
      tags: [],
      contestExternalId: contest && contest.toLowerCase() !== "practice" ? contest : null,
      index: null,
    };
    submissions.push({
      platform: "codechef",
      externalId: id ?? `${code}@${time.at.toISOString()}`,
      problem,
      ...verdict,
      submittedAt: time.at,
      duringContest: false,
    });
  }
  // Rows that all fail to read mean the table's markup changed.
  if (readable === 0 && rows.some((r) => /\/problems\//i.test(r))) throw badShape("a submission list");
  return submissions;
}
