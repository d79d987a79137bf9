import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { assignmentProblems, assignments, problems } from "../../db/schema";
import { AppError } from "../../core/errors";
import { problemKeyOf } from "../reviews/problem-key";
import { platformOfLink } from "@/lib/contract/platforms";

const invalid = (field: string, message: string) => new AppError("invalid", "Some fields are invalid", { issues: { [field]: [message] } });

/** Unlike a virtual contest's, an unseen link is refused: an assignment lives for weeks and a typed row would sit unconfirmed. */
export async function catalogueProblems(db: Db, links: readonly string[]): Promise<number[]> {
  const keys = links.map((link, i) => {
    const platform = platformOfLink(link);
    const key = platform && platform !== "other" ? problemKeyOf(platform, link) : null;
    if (!key) throw invalid(`problems.${i}.url`, "Give a problem's link on LeetCode, Codeforces or CodeChef");
    return key;
  });
  const ids = keys.map((k) => `${k.platform}:${k.externalId}`);
  if (new Set(ids).size !== ids.length) throw invalid("problems", "The same problem is there twice");
  const found = await db
    .select({ id: problems.id, platform: problems.platform, externalId: problems.externalId })
    .from(problems)
    .where(or(...keys.map((k) => and(eq(problems.platform, k.platform), eq(problems.externalId, k.externalId)))));
  const byKey = new Map(found.map((r) => [`${r.platform}:${r.externalId}`, r.id]));
  return ids.map((id, i) => {
    const problemId = byKey.get(id);
    if (problemId === undefined) throw invalid(`problems.${i}.url`, "We do not know this problem yet: pick it from the catalogue");
    return problemId;
  });
}

export async function createAssignment(
  db: Db,
  clubId: string,
  userId: string,
  input: { title: string; opensAt: string; dueAt: string; problemIds: number[] },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({ clubId, title: input.title, opensAt: new Date(input.opensAt), dueAt: new Date(input.dueAt), createdBy: userId })
      .returning({ id: assignments.id });
    await tx
      .insert(assignmentProblems)
      .values(input.problemIds.map((problemId, position) => ({ assignmentId: row!.id, position, problemId })));
    return row!.id;
  });
}

export type AssignmentRow = { id: string; clubId: string; title: string; opensAt: Date; dueAt: Date; problemIds: number[] };

/** Latest deadline first. */
export async function assignmentsOf(db: Db, clubIds: readonly string[], only?: string): Promise<AssignmentRow[]> {
  if (!clubIds.length) return [];
  const rows = await db
    .select()
    .from(assignments)
    .where(and(inArray(assignments.clubId, [...clubIds]), only ? eq(assignments.id, only) : undefined))
    .orderBy(sql`${assignments.dueAt} desc`, asc(assignments.id));
  if (!rows.length) return [];
  const links = await db
    .select()
    .from(assignmentProblems)
    .where(
      inArray(
        assignmentProblems.assignmentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(assignmentProblems.position));
  return rows.map((r) => ({
    id: r.id,
    clubId: r.clubId,
    title: r.title,
    opensAt: r.opensAt,
    dueAt: r.dueAt,
    problemIds: links.filter((l) => l.assignmentId === r.id).map((l) => l.problemId),
  }));
}

export async function problemViews(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return queryRows<{ id: number; name: string; url: string; platform: "codeforces" | "leetcode" | "codechef"; difficulty: number | null }>(
    db,
    sql`select p.id::int as id, p.name, p.url, p.platform, ps.unified as difficulty from problems p
      left join problem_scale ps on ps.problem_id = p.id
      where p.id in (${sql.join(
        [...new Set(ids)].map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}
