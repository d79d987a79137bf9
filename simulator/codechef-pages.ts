import { ratingTier } from "@/lib/contract/platforms";
import { type SimRatingEntry, type SimSubmission, type SimUser } from "./codechef-world";
import { MINUTE } from "@/lib/time";

// CodeChef's pages as served (docs/platforms.md §3), every wall-clock time in IST with no offset.

const IST_MS = 330 * MINUTE;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const pad = (n: number) => String(n).padStart(2, "0");

function ist(t: number) {
  const d = new Date(t + IST_MS);
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    mi: d.getUTCMinutes(),
    s: d.getUTCSeconds(),
  };
}

/** "2026-08-12 22:00:00", as in all_rating's end_date. */
export function istDateTime(t: number) {
  const p = ist(t);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)} ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;
}

/** "2026-08-12T20:00:00+05:30", the contest list's *_iso fields. */
export const istIso = (t: number) => `${istDateTime(t).replace(" ", "T")}+05:30`;

/** "12 Aug 2026  20:00:00" (two spaces), the contest list's plain dates. */
export function istPlain(t: number) {
  const p = ist(t);
  return `${pad(p.d)} ${MONTHS[p.mo - 1]} ${p.y}  ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;
}

/** "10:15 PM 12/08/26": the activity table's time for rows older than a day. */
export function istRowTime(t: number) {
  const p = ist(t);
  const h12 = p.h % 12 === 0 ? 12 : p.h % 12;
  return `${pad(h12)}:${pad(p.mi)} ${p.h < 12 ? "AM" : "PM"} ${pad(p.d)}/${pad(p.mo)}/${pad(p.y % 100)}`;
}

/** The last day's rows read "12 min ago" or "3 hours ago". */
export function rowTime(at: number, now: number) {
  const minutes = Math.max(0, Math.floor((now - at) / MINUTE));
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  return istRowTime(at);
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** A JSON literal that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export type PageLayout = {
  handle: string;
  /** "drupal" pages carry the history in `Drupal.settings` (date_versus_rating), "legacy" ones only in `var all_rating`. */
  layout: "drupal" | "legacy";
  /** Contests on the separate DSA track (rated on their own scale), shown on drupal pages only. */
  dsa: SimRatingEntry[];
};

function ratingEntry(r: SimRatingEntry, name: string) {
  const end = ist(r.endAt);
  return {
    code: r.code,
    getyear: String(end.y),
    getmonth: String(end.mo),
    getday: String(end.d),
    reason: null,
    penalised_in: null,
    rating: String(r.rating),
    rank: String(r.rank),
    name,
    end_date: istDateTime(r.endAt),
    color: ratingTier("codechef", r.rating).colour.toUpperCase(),
  };
}

/** The DSA track's contests: every fifth Starters a rated user took part in had a DSA round two days later. */
export const dsaTrack = (ratings: SimRatingEntry[]): SimRatingEntry[] =>
  ratings
    .filter((r) => r.n % 5 === 0)
    .map((r) => ({ ...r, code: `DSAC${r.n}`, rating: r.rating - 37, rank: r.rank * 2 + 1, endAt: r.endAt + 2 * 1440 * MINUTE }));

export function profilePage(user: SimUser, ratings: SimRatingEntry[], submissions: SimSubmission[], page: PageLayout) {
  const current = ratings.at(-1);
  const highest = ratings.reduce((m, r) => Math.max(m, r.rating), 0);
  const tier = current ? ratingTier("codechef", current.rating) : null;
  const stars = tier ? Number(tier.label[0]) : 0;
  const name = escapeHtml(user.displayName);
  const handle = escapeHtml(page.handle);
  const globalRank = current ? Math.max(1, Math.round(250_000 * Math.exp(-(current.rating - 1000) / 260))) : null;

  const allRating = ratings.map((r) => ratingEntry(r, `Starters ${r.n} (Div ${r.division.number})`));
  const dsa = page.dsa.map((r) => ratingEntry(r, `DSA Contest ${r.n}`));
  const perDay = new Map<string, number>();
  for (const s of submissions) {
    const p = ist(s.at);
    const key = `${p.y}-${p.mo}-${p.d}`; // not zero-padded, as on the site
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  const heatMap = [...perDay].map(([date, value]) => ({ date, value }));
  const solved = new Set(submissions.filter((s) => s.verdict === "accepted").map((s) => s.problem.code)).size;

  const starBadge = tier
    ? `<span class="rating" style="display: inline-block; font-size: 10px; background: ${tier.colour}; padding: 0 3px; line-height: 1.3; color: white; margin-right: 2px;">${stars}&#9733;</span>`
    : "";
  const ratingBlock = current
    ? `<div class="rating-number">${current.rating}</div>
            <div class="rating-star">${`<span style="background-color: ${tier!.colour}">&#9733;</span>`.repeat(stars)}</div>
            <div class="rating-ranks">
              <ul class="inline-list">
                <li><a href="/ratings/all"><strong>${globalRank}</strong></a> Global Rank</li>
                <li><a href="/ratings/all?filterBy=Country%3D${encodeURIComponent(user.country)}"><strong>${Math.ceil(globalRank! * 0.7)}</strong></a> Country Rank</li>
              </ul>
            </div>
            <small>(Highest Rating ${highest})</small>`
    : `<div class="rating-number">0</div>
            <div class="rating-ranks">
              <ul class="inline-list"><li><strong>Inactive</strong> Global Rank</li><li><strong>Inactive</strong> Country Rank</li></ul>
            </div>`;

  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${handle} | CodeChef User Profile for ${name} | CodeChef</title>
</head>
<body class="page-users">
<main class="content">
  <div class="user-profile-container">
    <div class="row">
      <div class="sidebar small-4 columns">
        <div class="user-details-container plr10">
          <header>
            <img src="https://cdn.codechef.com/images/default-avatar.png" class="profileImage" alt="${handle}">
            <h1 class="h2-style">${name}</h1>
          </header>
          <section class="user-details">
            <ul class="side-nav">
              <li><label>Username:</label><span class="m-username--link">${starBadge}${handle}</span></li>
              <li><label>Country:</label><span class="user-country-name">${escapeHtml(user.country)}</span></li>
            </ul>
          </section>
        </div>
      </div>
      <div class="content small-8 columns">
        <section class="rating-data-section">
          <div class="rating-header text-center">
            ${ratingBlock}
          </div>
        </section>
        <section class="rating-data-section problems-solved"><h3>Total Problems Solved: ${solved}</h3></section>
      </div>
    </div>
  </div>
</main>
<script type="text/javascript">
  ${page.layout === "legacy" ? `var all_rating = ${scriptJson(allRating)};` : "var all_rating = [];"}
  var current_user_rating = ${current?.rating ?? 0};
  var userDailySubmissionsStats = ${scriptJson(heatMap)};
</script>${
    page.layout === "drupal"
      ? `
<script type="text/javascript">
<!--//--><![CDATA[//><!--
jQuery.extend(Drupal.settings, ${scriptJson({
          basePath: "/",
          pathPrefix: "",
          date_versus_rating: { all: allRating, ...(dsa.length ? { dsa } : {}), all_old: [] },
          user_initial_ratings: { all: 1000 },
          rating_shift_to_elo_rating_code: "START140",
        })});
//--><!]]>
</script>`
      : ""
  }
</body>
</html>
`;
}

const partialPoints = (id: number) => 10 * (1 + (id % 8));

const VERDICT_ICONS: Record<string, string> = {
  accepted: "/misc/tick-icon.gif",
  "partially accepted": "/misc/partially-solved.png",
  "wrong answer": "/misc/cross-icon.gif",
  "time limit exceeded": "/misc/clock_error.png",
  "compilation error": "/misc/alert-icon.gif",
};

const TABLE_HEAD =
  '<div class="tablebox-section l-float"><table class="dataTable"><thead><tr><th>TIME</th><th>PROBLEM</th><th>RESULT</th><th>LANG</th><th>SOLUTION</th></tr></thead><tbody>';
const TABLE_FOOT = "</tbody></table></div>";

/** One page of `/recent/user`, newest first; single-quoted attributes as on the site. */
export function activityTable(rows: SimSubmission[], now: number) {
  if (rows.length === 0) return `${TABLE_HEAD}<tr><td colspan='5'>No Recent Activity</td></tr>${TABLE_FOOT}`;
  const body = rows
    .map((s) => {
      const when = rowTime(s.at, now);
      const href = s.contest ? `/${s.contest}/problems/${s.problem.code}` : `/problems/${s.problem.code}`;
      const icon = VERDICT_ICONS[s.verdict] ?? "/misc/runtime-error.png";
      // Scored problems show the points: "(100)" for a full solve, "(30)" for a partial one.
      const points = s.verdict === "accepted" ? " (100)" : s.verdict === "partially accepted" ? ` (${partialPoints(s.id)})` : "";
      return (
        `<tr class='kol'><td title='${when}' class='centered'>${when}</td>` +
        `<td><a href='${href}' title='${escapeHtml(s.problem.name)}'>${s.problem.code}</a></td>` +
        `<td><span title='${s.verdict}' style='display:inline-block;'><img src='${icon}' width='18' height='18' /></span>${points}</td>` +
        `<td>${escapeHtml(s.language)}</td><td><a href='/viewsolution/${s.id}' target='_blank'>View</a></td></tr>`
      );
    })
    .join("");
  return `${TABLE_HEAD}${body}${TABLE_FOOT}`;
}
