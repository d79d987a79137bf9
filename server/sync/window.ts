import type { AccountRow } from "../accounts/account";
import type { Db } from "../db/client";
import type { Submission } from "../platforms/types";
import { storedVerdicts, type StoredVerdict } from "./store";

export type FetchPage = (pageNo: number) => Promise<{ submissions: Submission[]; hasMore: boolean }>;

/**
 * A submission worth writing: new, or read again with another verdict. Even a verdict the
 * platform called final can change (Codeforces skips a pass for plagiarism days later), so any
 * change on a page that was read anyway is written.
 */
export function worthWriting(s: Submission, stored: StoredVerdict | undefined): boolean {
  if (!stored) return true;
  return stored.verdict !== s.verdict || stored.rawVerdict !== s.rawVerdict || stored.final !== (s.final ?? true);
}

/**
 * Reads a newest-first submission list page by page and returns what is new or changed.
 * Normally it stops at the first page holding a submission we already have. With `rereadSince`
 * (a verdict that may still change, a contest that just ended) it reads on until it has passed
 * that time, so verdicts that changed there are updated in place, never added twice.
 */
export async function changedSubmissionsNewestFirst(
  db: Db,
  account: AccountRow,
  fetchPage: FetchPage,
  maxPages: number,
  rereadSince: Date | null = null,
): Promise<Submission[]> {
  const fresh: Submission[] = [];
  for (let pageNo = 0; pageNo < maxPages; pageNo++) {
    const page = await fetchPage(pageNo);
    const stored = await storedVerdicts(
      db,
      account.id,
      page.submissions.map((s) => s.externalId),
    );
    fresh.push(...page.submissions.filter((s) => worthWriting(s, stored.get(s.externalId))));
    const oldest = page.submissions.at(-1)?.submittedAt;
    const windowRead = rereadSince === null || (oldest !== undefined && oldest < rereadSince);
    if (!page.hasMore || (stored.size > 0 && windowRead)) break;
  }
  return fresh;
}
