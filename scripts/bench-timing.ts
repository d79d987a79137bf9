/**
 * What the in-process API benchmarks share: the app composed as production runs it, and the
 * timing loop (warm-ups, then sequential requests, p50 and p95 of the wall-clock times).
 */
import { createApp } from "../server/app";
import { compose } from "../server/compose";
import { createLogger } from "../server/core/logger";
import type { Database } from "../server/db/client";
import { loadApiEnv } from "../server/env";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The API app over a database, composed as production composes it, with the log silenced. */
export async function benchApp(database: Database) {
  const system = await compose({
    env: loadApiEnv({ NODE_ENV: "production", LOG_LEVEL: "silent" }),
    database,
    logger: createLogger("silent"),
  });
  return { system, app: createApp(system) };
}

type TimingOptions = { rounds: number; warmups?: number; before?: (round: number) => Promise<unknown> };

/** Times `rounds` sequential requests after the warm-ups; `before` runs untimed ahead of each. */
export async function timeEndpoint(fetchOnce: () => Response | Promise<Response>, { rounds, warmups = 5, before }: TimingOptions) {
  for (let i = 0; i < warmups; i++) await (await fetchOnce()).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await before?.(i);
    const t = performance.now();
    const res = await fetchOnce();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`status ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
