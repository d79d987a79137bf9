import { sql } from "drizzle-orm";
import type { ClubBoard, ClubMatrix, ClubRole, MyAssignment } from "@/lib/contract/clubs";
import { DAY, HOUR } from "@/lib/time";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import type { clubs } from "../../db/schema";
import { assignmentsOf, problemViews } from "./assignments";
import { countedAccounts, progressOf, stateOf } from "./states";
import { accountWindows, windowRows, type AccountWindows } from "../smartsheet/window-cache";
import { clubsOf } from "./clubs";

type Club = typeof clubs.$inferSelect;

async function membersOf(db: Db, clubId: string) {
  return queryRows<{ id: string; name: string; userName: string; role: ClubRole; unverified: boolean }>(
    db,
    sql`select u.id, u.full_name as name, u.user_name as "userName", cm.role,
        exists (select 1 from user_handles h where h.user_id = u.id and not exists (
          select 1 from verified_handles v where v.account_id = h.account_id and v.user_id = u.id)) as unverified
      from club_members cm join users u on u.id = cm.user_id
      where cm.club_id = ${clubId} order by lower(u.full_name), u.id`,
  );
}

export async function matrixOf(db: Db, club: Club, now: Date, assignmentId?: string): Promise<ClubMatrix> {
  const list = await assignmentsOf(db, [club.id], assignmentId);
  const problemIds = list.flatMap((a) => a.problemIds);
  const [members, views, progress] = await Promise.all([
    membersOf(db, club.id),
    problemViews(db, problemIds),
    progressOf(db, club, problemIds, now),
  ]);
  const byId = new Map(views.map((p) => [p.id, p]));
  const problems = list.flatMap((a) => a.problemIds.map((id) => ({ ...byId.get(id)!, assignmentId: a.id })));
  const cells: ClubMatrix["cells"] = [];
  for (const m of members)
    for (const a of list)
      for (const problemId of a.problemIds) {
        const { state, stuck } = stateOf(progress.get(`${m.id}:${problemId}`), a, now);
        cells.push({ memberId: m.id, problemId, assignmentId: a.id, state, stuck });
      }
  return { members, problems, cells };
}

/** Open and upcoming ones, and those due in the last fortnight. */
export async function myAssignments(db: Db, userId: string, now: Date): Promise<MyAssignment[]> {
  const mine = await clubsOf(db, userId);
  const names = new Map(mine.map((c) => [c.id, c.name]));
  const list = (await assignmentsOf(db, [...names.keys()])).filter((a) => a.dueAt.getTime() > now.getTime() - 14 * DAY);
  const views = new Map(
    (
      await problemViews(
        db,
        list.flatMap((a) => a.problemIds),
      )
    ).map((p) => [p.id, p]),
  );
  const out: MyAssignment[] = [];
  for (const a of list.reverse()) {
    // Their own work counts in full, proved or not: the flag is the coach's concern.
    const progress = await progressOf(db, { id: a.clubId, countUnverified: true }, a.problemIds, now, userId);
    out.push({
      id: a.id,
      clubId: a.clubId,
      clubName: names.get(a.clubId)!,
      title: a.title,
      opensAt: a.opensAt.toISOString(),
      dueAt: a.dueAt.toISOString(),
      problems: a.problemIds.map((id) => ({ ...views.get(id)!, state: stateOf(progress.get(`${userId}:${id}`), a, now).state })),
    });
  }
  return out;
}

/** Each member account's month, kept per process at its activity version as the Smart Sheet keeps it (docs/decisions/037-clubs.md). */
export function clubBoards() {
  const windows = accountWindows({ maxRows: BOARD_WINDOW_ROWS });
  const levels = problemLevels();
  return { read: (db: Db, club: Club, now: Date) => boardOf(db, windows, levels, club, now) };
}

/** About 100 bytes a row: 25 clubs of 2,000 members at 25 problems a month each. */
const BOARD_WINDOW_ROWS = 1_250_000;
const BOARD_SHEET_ROWS = 50;

/** One-scale difficulties read once an hour at most: a month's mean moves little when the catalogue is placed again. */
function problemLevels() {
  let known = new Map<number, number | null>();
  let readAt = 0;
  return async (db: Db, ids: Iterable<number>, now: Date) => {
    if (now.getTime() - readAt >= HOUR) {
      known = new Map();
      readAt = now.getTime();
    }
    const missing = [...ids].filter((id) => !known.has(id));
    if (missing.length) {
      const rows = await queryRows<{ id: number; unified: number }>(
        db,
        sql`select problem_id::int as id, unified from problem_scale where problem_id = any(${`{${missing.join(",")}}`}::bigint[])`,
      );
      for (const id of missing) known.set(id, null);
      for (const r of rows) known.set(r.id, r.unified);
    }
    return known;
  };
}

type Tally = { name: string; key: string; week: number; month: number; solved: number[] };

async function boardOf(
  db: Db,
  windows: AccountWindows,
  levels: ReturnType<typeof problemLevels>,
  club: Club,
  now: Date,
): Promise<ClubBoard> {
  const week = now.getTime() - 7 * DAY;
  const month = now.getTime() - 30 * DAY;
  const accounts = await queryRows<{ userId: string; name: string; accountId: string | null; version: string | null }>(
    db,
    sql`select u.id as "userId", u.full_name as name, a.id as "accountId", a.activity_version::text as version
      from club_members cm join users u on u.id = cm.user_id
      left join (${countedAccounts(club)}) h on h.user_id = cm.user_id
      left join platform_accounts a on a.id = h.account_id
      where cm.club_id = ${club.id}`,
  );
  const versions = new Map(accounts.flatMap((a) => (a.accountId ? [[a.accountId, a.version!] as const] : [])));
  const rowsOf = await windowRows(db, windows, versions, new Date(month));
  const members = new Map<string, Tally>();
  // One account per platform per member and a problem on one platform: a problem's rows are distinct members.
  const tried = new Map<number, { attempted: number; solved: number }>();
  // Index loops: iterator destructuring over 70,000 rows cost several times as much.
  for (let i = 0; i < accounts.length; i++) {
    const { userId, name, accountId } = accounts[i]!;
    let member = members.get(userId);
    if (!member) members.set(userId, (member = { name, key: name.toLowerCase(), week: 0, month: 0, solved: [] }));
    const rows = accountId ? rowsOf.get(accountId)!.rows : [];
    for (let j = 0; j < rows.length; j++) {
      const [problemId, lastAt, solvedAt] = rows[j]!;
      if (lastAt < month) continue;
      let problem = tried.get(problemId);
      if (!problem) tried.set(problemId, (problem = { attempted: 0, solved: 0 }));
      problem.attempted++;
      if (solvedAt === null) continue;
      problem.solved++;
      if (solvedAt < month) continue;
      member.month++;
      member.solved.push(problemId);
      if (solvedAt >= week) member.week++;
    }
  }
  const top = [...tried].sort(([a, x], [b, y]) => y.attempted - x.attempted || x.solved - y.solved || a - b).slice(0, BOARD_SHEET_ROWS);
  const [level, views] = await Promise.all([
    levels(db, new Set([...members.values()].flatMap((m) => m.solved)), now),
    problemViews(
      db,
      top.map(([id]) => id),
    ),
  ]);
  const ranked = [...members].sort(
    ([a, x], [b, y]) => y.month - x.month || y.week - x.week || compareText(x.key, y.key) || compareText(a, b),
  );
  const rows = ranked.map(([memberId, m]) => {
    let sum = 0;
    let placed = 0;
    for (const id of m.solved) {
      const d = level.get(id);
      if (d == null) continue;
      sum += d;
      placed++;
    }
    return { memberId, name: m.name, solvedWeek: m.week, solvedMonth: m.month, levelMonth: placed ? Math.round(sum / placed) : null };
  });
  const byId = new Map(views.map((p) => [p.id, p]));
  return { rows, sheet: top.map(([id, counts]) => ({ ...byId.get(id)!, ...counts })) };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
