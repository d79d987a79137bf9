import { sql } from "drizzle-orm";
import { BANDS, TOPIC_IDS, type Band, type Recommendation, type TagAbility, type Topic } from "@/lib/contract/train";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import { networkPeople } from "../../accounts/network";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { HALF_LIFE_DAYS, practiceLevel, ratingFor, summariseTag, type Outcome, type ScaledRating } from "./ability";
import { difficultyForChance, solveChance } from "./scale";

export const BAND_HALF_WIDTH = 150;
export const NETWORK_POINTS = 40;
export const NETWORK_CAP = 120;
export const RECOMMENDATIONS = 30;
/** Enough for 30 rows with platforms taking turns. */
const PER_SIDE = 40;

export type RecommendationFilter = {
  band: Band;
  platform?: PlatformId;
  tag?: Topic;
  exclude: "solved" | "attempted" | "none";
  excludeSince: Date | null;
};

type RecRow = {
  problem_id: string | number;
  unified: number;
  estimated: boolean;
  topics: Topic[];
  cnt: number;
  names: string[] | null;
  name: string;
  url: string;
  own: string;
  platform: PlatformId;
};

export async function catalogueReady(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ ready: boolean }>(db, sql`select exists (select 1 from problem_scale) as ready`);
  return row?.ready === true;
}

/** Each platform's target comes from the user's rating there (ratingFor); the network is the Smart Sheet's, so both pages agree. */
export async function recommend(
  db: Db,
  userId: string,
  rating: { value: number; from: ScaledRating[] },
  filter: RecommendationFilter,
  network: { since: Date; days: number },
): Promise<Recommendation[]> {
  const platforms = filter.platform ? [filter.platform] : PLATFORM_IDS;
  const against = Object.fromEntries(PLATFORM_IDS.map((p) => [p, ratingFor(rating, p)])) as Record<
    PlatformId,
    { value: number; own: boolean }
  >;
  const targets = Object.fromEntries(
    PLATFORM_IDS.map((p) => [p, Math.round(difficultyForChance(against[p].value, BANDS[filter.band]))]),
  ) as Record<PlatformId, number>;
  const targetOf = (alias: "ps" | "c") =>
    sql`(case ${sql.raw(alias)}.platform ${sql.join(
      PLATFORM_IDS.map((p) => sql`when ${p} then ${targets[p]}::int`),
      sql` `,
    )} end)`;
  const verdicts = filter.exclude === "solved" ? sql`and s.verdict = 'accepted'` : sql`and s.verdict <> 'pending'`;
  const since = filter.excludeSince ? sql`and s.submitted_at >= ${filter.excludeSince}` : sql``;
  const keep = sql`
    ${filter.tag ? sql`and ${filter.tag} = any(ps.topics)` : sql``}
    ${
      filter.exclude === "none"
        ? sql``
        : // An uncorrelated NOT IN is hashed once; a correlated NOT EXISTS under a LIMIT was planned
          // as a nested loop over every solve of the user for each candidate.
          sql`and ps.problem_id not in (select problem_id from done)`
    }`;
  const columns = sql`ps.problem_id, ps.platform, ps.unified, ps.estimated, ps.topics`;
  // Read in index order per side, so the work follows what is shown, not how many problems sit in the band.
  const nearest = platforms.flatMap((platform) => {
    const target = targets[platform];
    return [
      sql`(select ${columns} from problem_scale ps
         where ps.platform = ${platform} and ps.unified >= ${target} and ps.unified <= ${target + BAND_HALF_WIDTH} ${keep}
         order by ps.unified, ps.problem_id limit ${PER_SIDE})`,
      sql`(select ${columns} from problem_scale ps
         where ps.platform = ${platform} and ps.unified < ${target} and ps.unified >= ${target - BAND_HALF_WIDTH} ${keep}
         order by ps.unified desc, ps.problem_id limit ${PER_SIDE})`,
    ];
  });
  const rows = await queryRows<RecRow>(
    db,
    sql`
      with done as (
        select s.problem_id from user_handles h join submissions s on s.account_id = h.account_id
        where h.user_id = ${userId} ${verdicts} ${since}
      ),
      people as (${networkPeople(userId)}),
      -- People's solves in the window (one index range scan per network account).
      solves as (
        select s.problem_id, p.person, p.name
        from people p
        cross join lateral (
          select x.problem_id from submissions x
          where x.account_id = p.account_id and x.submitted_at >= ${network.since} and x.verdict = 'accepted'
          offset 0
        ) s
      ),
      -- The nearest problems, and anything in the band people solved (their weight may lift it).
      cand as (
        ${sql.join(nearest, sql` union `)}
        union
        select ${columns} from problem_scale ps
        where ps.problem_id in (select problem_id from solves)
          and abs(ps.unified - ${targetOf("ps")}) <= ${BAND_HALF_WIDTH}
          ${filter.platform ? sql`and ps.platform = ${filter.platform}` : sql``} ${keep}
      ),
      counted as (
        select d.problem_id, count(*)::int as cnt, array_agg(d.name order by d.name) as names
        from (select distinct s.problem_id, s.person, s.name from solves s where s.problem_id in (select problem_id from cand)) d
        group by d.problem_id
      ),
      scored as (
        select c.*, coalesce(k.cnt, 0) as cnt, k.names,
          abs(c.unified - ${targetOf("c")}) - least(${NETWORK_CAP}, ${NETWORK_POINTS} * coalesce(k.cnt, 0)) as score
        from cand c left join counted k on k.problem_id = c.problem_id
      ),
      -- Platforms take turns (each one's best, then each one's second, ...): LeetCode's continuous
      -- ratings would otherwise always sit nearer the target than Codeforces' multiples of 100.
      ranked as (
        select s.*, row_number() over (partition by s.platform order by s.score, s.problem_id) as turn
        from scored s
        order by turn, s.score, s.problem_id
        limit ${RECOMMENDATIONS}
      )
      select r.problem_id, r.unified, r.estimated, r.topics, r.cnt, r.names, pr.name, pr.url, pr.platform,
        coalesce(nullif(pr.difficulty, ''), pr.rating::text, '') as own
      from ranked r join problems pr on pr.id = r.problem_id
      order by r.turn, r.score, r.problem_id`,
  );
  return rows.map((r) => ({
    id: String(r.problem_id),
    name: r.name,
    url: r.url,
    platform: r.platform,
    difficulty: { value: r.unified, estimated: r.estimated, own: r.own },
    chance: Math.round(solveChance(against[r.platform].value, r.unified) * 1000) / 1000,
    ratingUsed: against[r.platform],
    tags: r.topics.filter((t): t is Topic => (TOPIC_IDS as string[]).includes(t)),
    networkSolvers: {
      count: r.cnt,
      days: network.days,
      names: r.names ?? [],
      weight: Math.min(NETWORK_CAP, NETWORK_POINTS * r.cnt),
    },
  }));
}

export const WEAKNESS_MIN_PROBLEMS = 10;
export const TAG_MIN_PROBLEMS = 3;

type OutcomeRow = { tag: Topic; unified: number; solved: boolean; weight: number; problems: number };

/** Outcomes are summed per tag, outcome and difficulty (to 10 points), so the fit's work follows the spread, not the submissions. */
export async function weaknessMap(db: Db, userId: string, rating: number, now: Date): Promise<TagAbility[]> {
  const rows = await queryRows<OutcomeRow>(
    db,
    sql`
      with mine as (
        select ps.unified, ps.topics, bool_or(s.verdict = 'accepted') as solved, max(s.submitted_at) as last_at
        from user_handles h
        join submissions s on s.account_id = h.account_id
        join problem_scale ps on ps.problem_id = s.problem_id
        where h.user_id = ${userId} and s.verdict <> 'pending'
        group by ps.problem_id
      ),
      -- Integer and float arithmetic only: numeric power() over every row costs more than the rest together.
      weighted as (
        select ((m.unified + 5) / 10) * 10 as unified, m.topics, m.solved,
          exp(-ln(2::float8) * greatest(0::float8, extract(epoch from (${now}::timestamptz - m.last_at))::float8)
            / ${86_400 * HALF_LIFE_DAYS}::float8) as weight
        from mine m
      )
      select t.tag, w.unified, w.solved, sum(w.weight)::float8 as weight, count(*)::int as problems
      from weighted w cross join unnest(w.topics) as t(tag)
      group by t.tag, w.unified, w.solved
      union all
      -- Every attempted problem once, tagged or not (tag ''): the user's level across all topics.
      select '', w.unified, w.solved, sum(w.weight)::float8, count(*)::int from weighted w group by w.unified, w.solved`,
  );
  const all = rows.filter((r) => r.tag === ("" as Topic));
  const total = all.reduce((n, r) => n + r.problems, 0);
  if (total < WEAKNESS_MIN_PROBLEMS) return [];
  const toOutcome = (r: OutcomeRow): Outcome => ({ difficulty: r.unified, solved: r.solved, weight: Number(r.weight) });
  const level = practiceLevel(all.map(toOutcome), rating);
  const byTag = new Map<Topic, { outcomes: Outcome[]; solved: number; failed: number }>();
  for (const r of rows) {
    if (r.tag === ("" as Topic)) continue;
    const entry = byTag.get(r.tag) ?? { outcomes: [], solved: 0, failed: 0 };
    entry.outcomes.push(toOutcome(r));
    if (r.solved) entry.solved += r.problems;
    else entry.failed += r.problems;
    byTag.set(r.tag, entry);
  }
  const out: TagAbility[] = [];
  for (const tag of TOPIC_IDS) {
    const entry = byTag.get(tag);
    if (!entry || entry.solved + entry.failed < TAG_MIN_PROBLEMS) continue;
    out.push({
      tag,
      ...summariseTag(entry.outcomes, level.ability, rating, level.sd),
      solved: entry.solved,
      failed: entry.failed,
      focus: false,
    });
  }
  return markFocus(out);
}

export const FOCUS_TOPICS = 3;

/** Where to work next even when nothing is weak against the rating. */
export function markFocus(tags: TagAbility[]): TagAbility[] {
  const abilities = tags.map((t) => t.ability).sort((a, b) => a - b);
  if (abilities.length < 2) return tags;
  const m = abilities.length >> 1;
  const median = abilities.length % 2 ? abilities[m]! : (abilities[m - 1]! + abilities[m]!) / 2;
  const lowest = new Set(
    [...tags]
      .filter((t) => t.ability < median)
      .sort((a, b) => a.ability - b.ability || a.high - b.high)
      .slice(0, FOCUS_TOPICS)
      .map((t) => t.tag),
  );
  return tags.map((t) => ({ ...t, focus: lowest.has(t.tag) }));
}
