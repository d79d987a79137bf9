import { sql } from "drizzle-orm";
import type { SmartSheetEntry } from "@/lib/contract/network";
import type { PlatformId } from "@/lib/contract/platforms";
import type { PersonAccount } from "./network";
import type { Hit } from "./rank";
import { ms } from "./window-cache";

export const sheetDetailsQuery = (
  userId: string,
  problemIds: readonly number[],
  again: ReadonlyArray<[string, number]>,
  since: Date,
) => sql`
    select
      (select json_agg(json_build_array(pr.id, pr.name, pr.url, pr.difficulty, pr.rating, pr.platform, pr.tags,
          exists (
            select 1 from user_handles h
            join account_problem_activity a on a.account_id = h.account_id and a.problem_id = pr.id
            where h.user_id = ${userId} and a.solved_at is not null
          ),
          (select json_build_array(ps.unified, ps.estimated) from problem_scale ps where ps.problem_id = pr.id)))
        from problems pr
        where pr.id = any(string_to_array(${problemIds.join(",")}, ',')::bigint[])) as problems,
      (select json_agg(json_build_array(t.account_id, t.problem_id, ${ms(sql`x.first`)}))
        from unnest(
          string_to_array(${again.map(([a]) => a).join(",")}, ',')::uuid[],
          string_to_array(${again.map(([, p]) => p).join(",")}, ',')::bigint[]
        ) t(account_id, problem_id)
        cross join lateral (
          select min(s.submitted_at) as first from submissions s
          where s.account_id = t.account_id and s.problem_id = t.problem_id
            and s.verdict = 'accepted' and s.submitted_at >= ${since}
        ) x
        where x.first is not null) as again`;

export type ProblemDetails = [
  id: number,
  name: string,
  url: string,
  difficulty: string | null,
  rating: number | null,
  platform: PlatformId,
  tags: string[],
  solvedByMe: boolean,
  oneScale: [unified: number, estimated: boolean] | null,
];

/** Times in epoch milliseconds, each parsed once. */
type Person = { id: string; name: string; at: number; solvedAt: number | null; verified: boolean };

export const iso = (ms: number) => new Date(ms).toISOString();
const sheetPerson = (p: Person, at: number) => ({
  id: p.id,
  name: p.name,
  at: iso(at),
  ...(p.verified ? { verified: true as const } : {}),
});

export function sheetEntries(
  top: ReadonlyArray<{ problemId: number; hits: Hit[] }>,
  problems: ReadonlyMap<number, ProblemDetails>,
  solvedAgain: ReadonlyMap<string, number>,
  people: readonly PersonAccount[],
  verified: ReadonlyArray<[person: string, accountId: string]>,
  from: number,
): SmartSheetEntry[] {
  const platformOf = new Map(people.map((p) => [p[2], p[3]]));
  const proved = new Set(verified.map(([person, accountId]) => `${person}:${platformOf.get(accountId)}`));

  const sheet = top.flatMap(({ problemId, hits }) => {
    const problem = problems.get(problemId);
    if (!problem) return [];
    const [, name, url, difficulty, rating, platform, tags, solvedByMe, oneScale] = problem;
    const byPerson = new Map<string, Person>();
    for (const { person: account, row } of hits) {
      const [person, personName, accountId] = account;
      const [, at, firstSolve] = row;
      const solvedAt = firstSolve !== null && firstSolve >= from ? firstSolve : (solvedAgain.get(`${accountId}:${problemId}`) ?? null);
      const seen = byPerson.get(person);
      byPerson.set(person, {
        id: person,
        name: personName,
        at: seen && seen.at > at ? seen.at : at,
        solvedAt: seen?.solvedAt != null && (solvedAt === null || seen.solvedAt < solvedAt) ? seen.solvedAt : solvedAt,
        verified: proved.has(`${person}:${platform}`),
      });
    }
    const attempters = [...byPerson.values()].sort((a, b) => b.at - a.at);
    const solvers = attempters.filter((p) => p.solvedAt !== null).sort((a, b) => a.solvedAt! - b.solvedAt!);
    const entry: SmartSheetEntry = {
      count: attempters.length,
      task: {
        _id: String(problemId),
        name,
        url,
        difficulty: difficulty ?? (rating !== null ? String(rating) : ""),
        ...(oneScale ? { oneScale: { value: oneScale[0], estimated: oneScale[1] } } : {}),
        platform,
        tags,
        solvers: solvers.map((p) => sheetPerson(p, p.solvedAt!)),
        attempters: attempters.map((p) => sheetPerson(p, p.at)),
        solvedByMe,
        lastAttemptAt: iso(attempters[0]!.at),
      },
    };
    return [{ entry, lastAttempt: attempters[0]!.at }];
  });
  sheet.sort((a, b) => b.entry.count - a.entry.count || b.lastAttempt - a.lastAttempt);
  return sheet.map((r) => r.entry);
}
