import { sql } from "drizzle-orm";
import type { ReviewCard } from "@/lib/contract/reviews";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";

/** A replay is a pure function of the log (docs/decisions/017-spaced-re-solving.md), so it holds while nothing it read changed. */
type Entry = { version: string; cards: ReviewCard[]; openUntil: number };

const MAX_USERS = 2000;
const entries = new Map<string, Entry>();

export function cachedCards(userId: string, version: string, now: Date): ReviewCard[] | undefined {
  const entry = entries.get(userId);
  if (!entry || entry.version !== version || now.getTime() >= entry.openUntil) return undefined;
  entries.delete(userId);
  entries.set(userId, entry);
  return entry.cards;
}

export function keepCards(userId: string, version: string, cards: ReviewCard[], openUntil: number) {
  entries.delete(userId);
  entries.set(userId, { version, cards, openUntil });
  if (entries.size > MAX_USERS) entries.delete(entries.keys().next().value!);
}

type LogVersion = {
  accounts: string | null;
  saved: string;
  marks: string;
  settings: string | null;
  total: number;
  accepted: number;
  pending: number;
  latest: string | Date | null;
};

/** One query; the submissions part is read from the covering index on account and time. */
export async function logVersion(db: Db, userId: string): Promise<string> {
  const [row] = await queryRows<LogVersion>(
    db,
    sql`
      with mine as (select account_id from user_handles where user_id = ${userId})
      select (select string_agg(account_id::text, ',' order by account_id) from mine) as accounts,
        (select count(*) || ':' || coalesce(max(seq), 0) from stumbles where user_id = ${userId}) as saved,
        (select count(*) || ':' || coalesce(max(reviewed_at)::text, '') from review_marks where user_id = ${userId}) as marks,
        (select target_retention || ':' || maximum_interval_days from review_settings where user_id = ${userId}) as settings,
        count(*)::int as total,
        (count(*) filter (where s.verdict = 'accepted'))::int as accepted,
        (count(*) filter (where s.verdict = 'pending'))::int as pending,
        max(s.submitted_at) as latest
      from submissions s
      where s.account_id in (select account_id from mine)
        -- The replay reads nothing older than the first saved problem, so neither does its version.
        and s.submitted_at >= (select min(created_at) from stumbles where user_id = ${userId})`,
  );
  if (!row) return "";
  const latest = row.latest ? new Date(row.latest).toISOString() : "";
  return [row.accounts ?? "", row.saved, row.marks, row.settings ?? "", row.total, row.accepted, row.pending, latest].join("|");
}
