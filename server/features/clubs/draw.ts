import { sql } from "drizzle-orm";
import { BANDS, type Band } from "@/lib/contract/train";
import { AppError } from "../../core/errors";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { allUserRatings, loadMappings } from "../train/ratings";
import { difficultyForChance } from "../train/scale";
import { createContest } from "../virtual/contests";
import { countedAccounts } from "./states";

type Club = { id: string; name: string; countUnverified: boolean };

/** Widened in turn until enough problems are found, as a virtual contest's draw does. */
const HALF_WIDTHS = [100, 200, 400, 800];

const memberIds = async (db: Db, clubId: string) =>
  (await queryRows<{ id: string }>(db, sql`select user_id::text as id from club_members where club_id = ${clubId}`)).map((m) => m.id);

/** The median, so a few far stronger or newer members do not move it; members with no rating are left out. */
async function clubLevel(db: Db, members: readonly string[]): Promise<number> {
  const ratings = [...(await allUserRatings(db, await loadMappings(db), members)).values()].sort((a, b) => a - b);
  if (!ratings.length)
    throw new AppError("invalid", "Nobody in the club has a rating yet", {
      issues: { band: ["Nobody in the club has a rating yet: paste links or search instead"] },
    });
  const mid = ratings.length >> 1;
  return ratings.length % 2 ? ratings[mid]! : Math.round((ratings[mid - 1]! + ratings[mid]!) / 2);
}

const bandTarget = (level: number, band: Band) => Math.round(difficultyForChance(level, BANDS[band]));

/** Problems near `target` on the one scale that no counted member has solved, no assignment holds and `besides` leaves out. */
async function drawNear(db: Db, club: Club, target: number, count: number, besides: readonly number[] = []) {
  for (const half of HALF_WIDTHS) {
    const rows = await queryRows<{ id: number; d: number }>(
      db,
      sql`with acc as (${countedAccounts(club)})
        select ps.problem_id::int as id, ps.unified as d from problem_scale ps
        where ps.unified between ${target - half} and ${target + half}
          and not exists (select 1 from account_problem_activity x join acc on acc.account_id = x.account_id
            where x.problem_id = ps.problem_id and x.solved_at is not null)
          and not exists (select 1 from assignment_problems ap join assignments a on a.id = ap.assignment_id
            where a.club_id = ${club.id} and ap.problem_id = ps.problem_id)
          and ps.problem_id <> all(${`{${besides.join(",")}}`}::bigint[])
        order by random() limit ${count}`,
    );
    if (rows.length >= count) return rows.sort((a, b) => a.d - b.d || a.id - b.id);
  }
  throw new AppError("invalid", "Not enough unsolved problems near that difficulty", {
    issues: { count: ["Not enough problems near that difficulty that no member has solved"] },
  });
}

/** Problems at the band's solve chance for the club's median rating (docs/decisions/037-clubs.md). */
export async function drawForClub(db: Db, club: Club, band: Band, count: number) {
  const level = await clubLevel(db, await memberIds(db, club.id));
  const target = bandTarget(level, band);
  return { level, target, drawn: await drawNear(db, club, target, count) };
}

/** Two easy, two moderate and one hard problem, as a short Div. 2 round runs. */
const CLUB_ROUND: ReadonlyArray<[Band, number]> = [
  ["easy", 2],
  ["moderate", 2],
  ["hard", 1],
];
const CLUB_ROUND_LEAD_MS = 10 * 60_000;
const CLUB_ROUND_MS = 2 * 60 * 60_000;

/** The club's own virtual contest: every member invited, nobody outside it (docs/decisions/037-clubs.md). */
export async function createClubContest(db: Db, club: Club, creatorId: string, at: Date): Promise<string> {
  const members = await memberIds(db, club.id);
  const level = await clubLevel(db, members);
  const picked: Array<{ id: number; d: number }> = [];
  for (const [band, count] of CLUB_ROUND)
    picked.push(
      ...(await drawNear(
        db,
        club,
        bandTarget(level, band),
        count,
        picked.map((p) => p.id),
      )),
    );
  const startAt = new Date(at.getTime() + CLUB_ROUND_LEAD_MS);
  return createContest(
    db,
    creatorId,
    {
      title: `${club.name} round`.slice(0, 80),
      mode: "normal",
      startAt,
      endAt: new Date(startAt.getTime() + CLUB_ROUND_MS),
      verifiedOnly: !club.countUnverified,
      participants: members.filter((id) => id !== creatorId),
      problemIds: picked.sort((a, b) => a.d - b.d || a.id - b.id).map((p) => p.id),
    },
    at,
  );
}
