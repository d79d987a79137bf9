import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../db/client";
import type { ApiEnv } from "../env";
import type { Logger } from "../core/logger";
import { createCodeChefAdapter } from "../platforms/codechef/adapter";
import { createCodeforcesAdapter } from "../platforms/codeforces/adapter";
import {
  createCircuitBreaker,
  createMemorySlotStore,
  createRateGate,
  createSend,
  withRetry,
  type BreakerSnapshot,
  type CircuitBreaker,
  type Sleep,
} from "../platforms/core";
import { createLeetCodeAdapter } from "../platforms/leetcode/adapter";
import { guarded, type Around, type PlatformClients } from "../platforms/clients";
import { PlatformError } from "../platforms/types";
import { createDbSlotStore } from "./slot-store";

/** So recovery follows a platform's return within minutes. */
const BREAKER_MAX_PAUSE_MS = 2 * 60_000;

export const platformSpacing = (env: ApiEnv): Record<PlatformId, number> => ({
  codeforces: env.CODEFORCES_MIN_INTERVAL_MS,
  leetcode: env.LEETCODE_MIN_INTERVAL_MS,
  codechef: env.CODECHEF_MIN_INTERVAL_MS,
});

export type ClientOptions = {
  db: Db;
  env: ApiEnv;
  logger: Logger;
  now: () => Date;
  fetch?: typeof globalThis.fetch;
  sleep?: Sleep;
  localSlots?: boolean;
  /** "ok", or the error's kind. */
  onAttempt?: (platform: PlatformId, outcome: string) => void;
};

function counted<T>(platform: PlatformId, fn: () => Promise<T>, onAttempt?: ClientOptions["onAttempt"]): () => Promise<T> {
  if (!onAttempt) return fn;
  return async () => {
    try {
      const result = await fn();
      onAttempt(platform, "ok");
      return result;
    } catch (error) {
      onAttempt(platform, error instanceof PlatformError ? error.kind : "other");
      throw error;
    }
  };
}

/** Rate-gate slots are shared through the database (docs/architecture.md §5). */
export function createPlatformClients({ db, env, logger, now, fetch, sleep, localSlots, onAttempt }: ClientOptions): PlatformClients {
  const store = localSlots ? createMemorySlotStore() : createDbSlotStore(db);
  const spacing = platformSpacing(env);
  const breakers = {} as Record<PlatformId, CircuitBreaker>;
  const sends = {} as Record<PlatformId, ReturnType<typeof createSend>>;
  for (const platform of PLATFORM_IDS) {
    breakers[platform] = createCircuitBreaker({ platform, now, cooldownMs: 30_000, maxCooldownMs: BREAKER_MAX_PAUSE_MS });
    const gate = createRateGate({ platform, spacingMs: spacing[platform], store, now, sleep });
    sends[platform] = createSend({ platform, gate, breaker: breakers[platform], fetch, timeoutMs: env.PLATFORM_TIMEOUT_MS });
  }
  const base: Record<PlatformId, string> = {
    codeforces: env.CODEFORCES_API_URL.replace(/\/+$/, ""),
    leetcode: env.LEETCODE_GRAPHQL_URL,
    codechef: env.CODECHEF_URL.replace(/\/+$/, ""),
  };
  const deps = (platform: PlatformId) => ({ send: sends[platform], baseUrl: base[platform], now });
  const around =
    (platform: PlatformId): Around =>
    (fn) =>
      withRetry(counted(platform, fn, onAttempt), {
        breaker: breakers[platform],
        sleep,
        baseDelayMs: Math.max(250, spacing[platform]),
        // A longer Retry-After is not waited out inside a sync: the account backs off and the queue moves on.
        maxRetryAfterMs: 5000,
        onRetry: ({ attempt, delayMs, error }) =>
          logger.warn({ platform, attempt, delayMs, error: error.message }, "platform call retried"),
      });

  return {
    codeforces: guarded(createCodeforcesAdapter(deps("codeforces")), around("codeforces")),
    leetcode: guarded(createLeetCodeAdapter(deps("leetcode")), around("leetcode")),
    codechef: guarded(createCodeChefAdapter(deps("codechef")), around("codechef")),
    breakers: () => Object.fromEntries(PLATFORM_IDS.map((p) => [p, breakers[p].snapshot()])) as Record<PlatformId, BreakerSnapshot>,
    spacingMs: spacing,
  };
}
