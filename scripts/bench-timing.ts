// What the in-process API benchmarks share (docs/benchmarks.md).
import { randomUUID } from "node:crypto";
import { createApp } from "../server/app";
import { compose } from "../server/compose";
import { createLogger } from "../server/core/logger";
import { openDatabase, type Database } from "../server/db/client";
import { loadApiEnv } from "../server/env";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Composed as production composes it; `stop` ends background work and leaves the database for onEachDatabase to close. */
export async function benchApp(database: Database) {
  const system = await compose({
    env: loadApiEnv({ NODE_ENV: "production", LOG_LEVEL: "silent" }),
    database,
    logger: createLogger("silent"),
  });
  const stop = async () => {
    await system.catalogue.stop();
    await system.scheduler.stop();
  };
  return { app: createApp(system), stop };
}

type Labelled<R> = R & { label: "PGlite" | "PostgreSQL" };

/** PGlite, then a new PostgreSQL database (docs/benchmarks.md); a server that does not answer leaves the PGlite results standing. */
export async function onEachDatabase<R extends object>(
  name: string,
  run: (label: "PGlite" | "PostgreSQL", database: Database) => Promise<R>,
): Promise<Array<Labelled<R>>> {
  const results: Array<Labelled<R>> = [];
  if (!process.env.BENCH_SKIP_PGLITE) {
    const pglite = await openDatabase({ kind: "pglite" });
    try {
      results.push({ ...(await run("PGlite", pglite)), label: "PGlite" });
    } finally {
      await pglite.close();
    }
  }
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `\n(PostgreSQL not reachable at ${adminUrl.replace(/\/\/[^@]*@/, "//")}: ${error instanceof Error ? error.message : String(error)})`,
    );
    return results;
  }
  const keep = process.env.BENCH_KEEP_DB;
  const database = keep ?? `al_bench_${name}_${randomUUID().replaceAll("-", "")}`;
  try {
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const pg = await openDatabase({ kind: "postgres", url: url.toString(), onPoolError: () => undefined });
    try {
      results.push({ ...(await run("PostgreSQL", pg)), label: "PostgreSQL" });
    } finally {
      await pg.close();
    }
  } finally {
    if (!keep) await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
  return results;
}

export type Timing = { p50: number; p95: number };

export function printTimings(rows: Iterable<[string, Timing]>) {
  console.log(`| measurement | p50 (ms) | p95 (ms) |\n|---|---:|---:|`);
  for (const [name, t] of rows) console.log(`| ${name} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} |`);
}

type TimingOptions = { rounds: number; warmups?: number; before?: (round: number) => Promise<unknown> };

/** Times `rounds` sequential requests after the warm-ups; `before` runs untimed ahead of each. */
export async function timeEndpoint(
  fetchOnce: () => Response | Promise<Response>,
  { rounds, warmups = 5, before }: TimingOptions,
): Promise<Timing> {
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
