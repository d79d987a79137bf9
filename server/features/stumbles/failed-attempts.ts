import { sql } from "drizzle-orm";
import type { FailedAttempt, StumblePlatform } from "@/lib/contract/stumbles";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";

const FAILED_ATTEMPT_DAYS = 60;
const FAILED_ATTEMPT_LIMIT = 20;

type Row = { name: string; url: string; platform: StumblePlatform; attempts: number; last_at: string | Date };

/** No accepted submission ever on any of their accounts, leaving out problems already among their Tricky Problems. */
export async function failedAttempts(db: Db, userId: string, now: Date): Promise<FailedAttempt[]> {
  const since = new Date(now.getTime() - FAILED_ATTEMPT_DAYS * 86_400_000);
  const rows = await queryRows<Row>(
    db,
    sql`
    with mine as (select account_id from user_handles where user_id = ${userId}),
    tried as (
      select s.problem_id, count(*)::int as attempts, max(s.submitted_at) as last_at
      from submissions s join mine using (account_id)
      where s.submitted_at >= ${since} and s.verdict in ('rejected', 'partial')
      group by s.problem_id
    )
    select p.name, p.url, p.platform, t.attempts, t.last_at
    from tried t join problems p on p.id = t.problem_id
    where not exists (
        select 1 from submissions a join mine m using (account_id)
        where a.problem_id = t.problem_id and a.verdict = 'accepted'
      )
      and not exists (select 1 from stumbles st where st.user_id = ${userId} and st.url = p.url)
    order by t.last_at desc, p.name
    limit ${FAILED_ATTEMPT_LIMIT}`,
  );
  return rows.map((r) => ({
    name: r.name,
    url: r.url,
    platform: r.platform,
    attempts: r.attempts,
    lastAttemptAt: new Date(r.last_at).toISOString(),
  }));
}
