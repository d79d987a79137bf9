import type { Db } from "../../db/client";
import type { ApiEnv } from "../../env";
import type { Logger } from "../../core/logger";
import { createCircuitBreaker, createRateGate, createSend, type Sleep } from "../../platforms/core";
import { createCodeChefProblemList } from "../../platforms/codechef/problem-list";
import type { PlatformClients } from "../../platforms/clients";
import { createDbSlotStore } from "../../sync/slot-store";
import { createCatalogue } from "./catalogue";
import { PUBLISHED_URL } from "./leetcode-ratings";

export type CatalogueWiring = {
  db: Db;
  env: ApiEnv;
  logger: Logger;
  now: () => Date;
  platforms: PlatformClients;
  fetch?: typeof globalThis.fetch;
  sleep?: Sleep;
};

/**
 * The catalogue as the API runs it. CodeChef's problem list is asked through its own send, booking
 * call slots in the same database row as the sync's, so the two never exceed CodeChef's spacing
 * together. The published LeetCode ratings are fetched from the open internet, never in tests.
 */
export function wireCatalogue({ db, env, logger, now, platforms, fetch, sleep }: CatalogueWiring) {
  const wall = () => new Date();
  const gate = createRateGate({
    platform: "codechef",
    spacingMs: env.CODECHEF_MIN_INTERVAL_MS,
    store: createDbSlotStore(db),
    now: wall,
    sleep,
  });
  const send = createSend({
    platform: "codechef",
    gate,
    breaker: createCircuitBreaker({ platform: "codechef", now: wall }),
    fetch,
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
  });
  return createCatalogue({
    db,
    logger,
    now,
    platforms,
    codechefList: createCodeChefProblemList({ send, baseUrl: env.CODECHEF_URL, now: wall }),
    ratingsUrl: env.NODE_ENV === "test" || env.DEMO_SIMULATOR_URL ? null : PUBLISHED_URL,
    fetch: globalThis.fetch,
  });
}
