import type { PlatformId } from "@/lib/contract/platforms";
import type { BreakerSnapshot } from "./core/breaker";
import type { CodeChefAdapter, CodeforcesAdapter, LeetCodeAdapter } from "./types";

/**
 * The platform adapters as the rest of the API uses them, behind their rate gates, breakers and
 * retries. The sync engine builds them (server/sync/clients.ts); routes and jobs receive them.
 */
export type PlatformClients = {
  codeforces: CodeforcesAdapter;
  leetcode: LeetCodeAdapter;
  codechef: CodeChefAdapter;
  /** Runs one adapter call with retries for transient failures, feeding the platform's breaker. */
  call<T>(platform: PlatformId, fn: () => Promise<T>): Promise<T>;
  breakers(): Record<PlatformId, BreakerSnapshot>;
  /** The least time between two calls to each platform (the scheduler plans within it). */
  spacingMs: Record<PlatformId, number>;
};
