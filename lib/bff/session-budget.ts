/**
 * Each session's fair share of the API, per web instance: a token bucket refilled at `perSecond`,
 * holding at most three seconds' worth, so page loads and polling pass and a client looping reads
 * is held to the rate while other users keep theirs.
 */
type Bucket = { tokens: number; at: number };

const MAX_SESSIONS = 10_000;

export function createSessionBudget(perSecond: number, now: () => number = () => Date.now()) {
  const capacity = perSecond * 3;
  const buckets = new Map<string, Bucket>();
  return {
    /** 0 when the request may go now, otherwise the seconds until it may. */
    take(key: string): number {
      if (perSecond <= 0) return 0;
      const t = now();
      const seen = buckets.get(key);
      const tokens = seen ? Math.min(capacity, seen.tokens + ((t - seen.at) / 1000) * perSecond) : capacity;
      if (!seen && buckets.size >= MAX_SESSIONS) buckets.delete(buckets.keys().next().value!);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: t });
        return Math.max(1, Math.ceil((1 - tokens) / perSecond));
      }
      buckets.delete(key);
      buckets.set(key, { tokens: tokens - 1, at: t });
      return 0;
    },
  };
}
