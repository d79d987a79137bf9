import { and, eq, sql } from "drizzle-orm";
import { platformLabel } from "@/lib/contract/platforms";
import type { ReviewOffer } from "@/lib/contract/reviews";
import { STUMBLE_LIMITS, type Stumble, type StumblePlatform } from "@/lib/contract/stumbles";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { reviewOfferDismissals, stumbles } from "../../db/schema";
import { notFound } from "../../core/errors";
import { addStumble } from "../stumbles/queries";
import { keyString, problemKeyOf } from "./problem-key";

const OFFER_LIMIT = 20;

type Row = {
  problem_id: number | string;
  name: string;
  url: string;
  platform: StumblePlatform;
  failures: number;
  accepted_at: string | Date;
};

/** Offered, never added without the user's say, and never offered again once turned down. */
export async function reviewOffers(db: Db, userId: string): Promise<ReviewOffer[]> {
  const [result, saved] = await Promise.all([
    queryRows<Row>(
      db,
      sql`
      with mine as (select account_id from user_handles where user_id = ${userId}),
      solved as (
        select s.problem_id, min(s.submitted_at) as accepted_at
        from submissions s join mine using (account_id)
        where s.verdict = 'accepted'
        group by s.problem_id
      )
      select p.id as problem_id, p.name, p.url, p.platform, count(*)::int as failures, v.accepted_at
      from solved v
      join submissions s on s.problem_id = v.problem_id and s.submitted_at < v.accepted_at
      join mine m on m.account_id = s.account_id
      join problems p on p.id = v.problem_id
      where s.verdict in ('rejected', 'partial')
        and not exists (select 1 from review_offer_dismissals d where d.user_id = ${userId} and d.problem_id = v.problem_id)
        and trim(regexp_replace(lower(s.raw_verdict), '[^a-z]+', ' ', 'g')) not in ('compilation error', 'compile error')
      group by p.id, p.name, p.url, p.platform, v.accepted_at
      having count(*) >= 2
      order by v.accepted_at desc, p.id`,
    ),
    db.select({ url: stumbles.url, platform: stumbles.platform }).from(stumbles).where(eq(stumbles.userId, userId)),
  ]);
  const savedKeys = new Set(saved.map((s) => problemKeyOf(s.platform, s.url)).flatMap((k) => (k ? [keyString(k)] : [])));
  const savedUrls = new Set(saved.map((s) => s.url));
  return result
    .filter((r) => {
      const key = problemKeyOf(r.platform, r.url);
      return !savedUrls.has(r.url) && !(key && savedKeys.has(keyString(key)));
    })
    .slice(0, OFFER_LIMIT)
    .map((r) => ({
      problemId: Number(r.problem_id),
      name: r.name,
      url: r.url,
      platform: r.platform,
      failures: r.failures,
      acceptedAt: new Date(r.accepted_at).toISOString(),
    }));
}

export async function acceptOffer(db: Db, userId: string, problemId: number, now: Date): Promise<Stumble> {
  const offer = (await reviewOffers(db, userId)).find((o) => o.problemId === problemId);
  if (!offer) throw notFound("Offer");
  return addStumble(
    db,
    userId,
    {
      name: offer.name.slice(0, STUMBLE_LIMITS.name),
      summary: `Accepted on ${platformLabel(offer.platform)} after ${offer.failures} failed attempts.`,
      url: offer.url.length <= STUMBLE_LIMITS.url ? offer.url : "",
      platform: offer.platform,
      hint: "",
      intuition: "",
      solution: "",
    },
    now,
  );
}

/** Saying it twice is harmless. */
export async function dismissOffer(db: Db, userId: string, problemId: number, now: Date): Promise<void> {
  const offered = (await reviewOffers(db, userId)).some((o) => o.problemId === problemId);
  if (!offered) {
    const [already] = await db
      .select({ at: reviewOfferDismissals.dismissedAt })
      .from(reviewOfferDismissals)
      .where(and(eq(reviewOfferDismissals.userId, userId), eq(reviewOfferDismissals.problemId, problemId)));
    if (already) return;
    throw notFound("Offer");
  }
  await db.insert(reviewOfferDismissals).values({ userId, problemId, dismissedAt: now }).onConflictDoNothing();
}
