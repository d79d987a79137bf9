import type { AccountRow } from "../accounts/account";
import type { Db } from "../db/client";
import type { Submission } from "../platforms/types";
import { storedVerdicts, type StoredVerdict } from "./store";

export type FetchPage = (pageNo: number) => Promise<{ submissions: Submission[]; hasMore: boolean }>;

/** Even a final verdict can change (a plagiarism skip days later), so any change read is written. */
export function worthWriting(s: Submission, stored: StoredVerdict | undefined): boolean {
  if (!stored) return true;
  return stored.verdict !== s.verdict || stored.rawVerdict !== s.rawVerdict || stored.final !== (s.final ?? true);
}

/** Stops at the first page holding a known submission, or with `rereadSince` only once past that time. */
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
