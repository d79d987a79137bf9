import { and, eq, sql } from "drizzle-orm";
import type { PlatformId } from "@/lib/contract/platforms";
import { UNKNOWN_PROBLEM_MESSAGE, type FoundProblem } from "@/lib/contract/virtual";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { problems } from "../../db/schema";
import { AppError } from "../../core/errors";
import { problemKeyOf, type ProblemKey } from "../reviews/problem-key";
import { loadMappings, userRating } from "../train/ratings";

function platformOfUrl(link: string): PlatformId | null {
  try {
    const host = new URL(link.trim()).hostname.replace(/^www\./, "");
    if (host === "codeforces.com" || host.endsWith(".codeforces.com")) return "codeforces";
    if (host === "leetcode.com" || host === "leetcode.cn") return "leetcode";
    if (host === "codechef.com") return "codechef";
  } catch {
    // Not a link at all: refused below with the field's issue.
  }
  return null;
}

/** Only platform data writes the catalogue, so unknown links are refused (docs/decisions/030-virtual-contests-use-known-problems.md). */
export async function problemsFromLinks(db: Db, links: readonly string[]): Promise<number[]> {
  const keys: ProblemKey[] = links.map((link, i) => {
    const platform = platformOfUrl(link);
    const key = platform ? problemKeyOf(platform, link) : null;
    if (!key)
      throw new AppError("invalid", "Some fields are invalid", {
        issues: { [`problems.${i}.url`]: ["Give a problem's link on LeetCode, Codeforces or CodeChef"] },
      });
    return key;
  });
  if (new Set(keys.map((k) => `${k.platform}:${k.externalId}`)).size !== keys.length)
    throw new AppError("invalid", "Some fields are invalid", { issues: { problems: ["The same problem is there twice"] } });
  const ids: number[] = [];
  const unknown: Record<string, string[]> = {};
  for (const [i, key] of keys.entries()) {
    const [row] = await db
      .select({ id: problems.id })
      .from(problems)
      .where(and(eq(problems.platform, key.platform), eq(problems.externalId, key.externalId)));
    if (row) ids.push(row.id);
    else unknown[`problems.${i}.url`] = [UNKNOWN_PROBLEM_MESSAGE];
  }
  if (Object.keys(unknown).length) throw new AppError("invalid", "Some fields are invalid", { issues: unknown });
  return ids;
}

export async function groupLevel(db: Db, userIds: readonly string[]): Promise<number> {
  const mappings = await loadMappings(db);
  const levels = await Promise.all(userIds.map(async (id) => (await userRating(db, id, mappings)).value));
  return Math.round(levels.reduce((a, b) => a + b, 0) / Math.max(1, levels.length));
}

const BANDS = [100, 200, 400, 800];

/** Where nothing is placed on the one scale yet, Codeforces problems by their own rating. */
export async function drawProblems(db: Db, userIds: readonly string[], around: number, count: number): Promise<number[]> {
  const touched = sql`not exists (
    select 1 from submissions s join user_handles h on h.account_id = s.account_id
    where s.problem_id = p.id and h.user_id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}))`;
  for (const band of BANDS) {
    const scaled = await queryRows<{ id: number; d: number }>(
      db,
      sql`select p.id::int as id, ps.unified as d from problem_scale ps join problems p on p.id = ps.problem_id
        where ps.unified between ${around - band} and ${around + band} and ${touched}
        order by random() limit ${count}`,
    );
    const rows =
      scaled.length >= count
        ? scaled
        : await queryRows<{ id: number; d: number }>(
            db,
            sql`select p.id::int as id, p.rating as d from problems p
              where p.platform = 'codeforces' and p.rating between ${around - band} and ${around + band} and ${touched}
              order by random() limit ${count}`,
          );
    if (rows.length >= count) return rows.sort((a, b) => a.d - b.d || a.id - b.id).map((r) => Number(r.id));
  }
  throw new AppError("invalid", "Not enough problems near that difficulty that nobody in the group has tried", {
    issues: { draw: ["Not enough unseen problems near that difficulty"] },
  });
}

/** The text is data, never a pattern. */
export async function findProblems(db: Db, text: string): Promise<FoundProblem[]> {
  const rows = await queryRows<{ name: string; url: string; platform: PlatformId; unified: number | null; estimated: boolean | null }>(
    db,
    sql`select p.name, p.url, p.platform, ps.unified, ps.estimated from problems p
      left join problem_scale ps on ps.problem_id = p.id
      where strpos(lower(p.name), lower(${text})) > 0
      order by (ps.unified is null), lower(p.name), p.id limit 20`,
  );
  return rows.map((r) => ({
    name: r.name,
    url: r.url,
    platform: r.platform,
    difficulty: r.unified === null ? null : { value: r.unified, estimated: r.estimated ?? true },
  }));
}
