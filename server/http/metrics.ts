import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../db/client";
import { queryRows } from "../db/raw";
import type { PlatformClients } from "../platforms/clients";

/** Gauges are read from the database when scraped, so every instance reports the shared queue alike (docs/deploy.md). */
export type Metrics = ReturnType<typeof createMetrics>;

const BREAKER_VALUE = { closed: 0, half_open: 1, open: 2 } as const;

export function createMetrics() {
  // Never prom-client's global registry, so each test app has its own.
  const registry = new Registry();
  const requests = new Histogram({
    name: "algoladder_http_request_duration_seconds",
    help: "API request latency by route pattern, method and status",
    labelNames: ["route", "method", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const platformCalls = new Counter({
    name: "algoladder_platform_calls_total",
    help: "Platform call attempts by platform and outcome (ok, or the error kind)",
    labelNames: ["platform", "outcome"],
    registers: [registry],
  });
  return {
    registry,
    observeRequest: (route: string, method: string, status: number, seconds: number) =>
      requests.observe({ route, method, status: String(status) }, seconds),
    platformCall: (platform: PlatformId, outcome: string) => platformCalls.inc({ platform, outcome }),
  };
}

export function registerSyncGauges(metrics: Metrics, db: Db, platforms: PlatformClients, now: () => Date) {
  new Gauge({
    name: "algoladder_sync_queue_jobs",
    help: "Sync jobs by state: due (waiting for a worker), running (leased), later (not yet due)",
    labelNames: ["state"],
    registers: [metrics.registry],
    async collect() {
      const at = now();
      const [row] = await queryRows<{ due: number; running: number; later: number }>(
        db,
        sql`select count(*) filter (where due_at <= ${at} and (lease_until is null or lease_until < ${at}))::int as due,
          count(*) filter (where lease_until >= ${at})::int as running,
          count(*) filter (where due_at > ${at} and (lease_until is null or lease_until < ${at}))::int as later
        from sync_jobs`,
      );
      for (const state of ["due", "running", "later"] as const) this.set({ state }, row?.[state] ?? 0);
    },
  });
  new Gauge({
    name: "algoladder_sync_data_age_seconds",
    help: "How old the data of watched accounts synced at least once is, per platform (p50, p95, max)",
    labelNames: ["platform", "stat"],
    registers: [metrics.registry],
    async collect() {
      const rows = await queryRows<{ platform: PlatformId; p50: number | null; p95: number | null; max: number | null }>(
        db,
        sql`select platform,
          percentile_cont(0.5) within group (order by age) as p50,
          percentile_cont(0.95) within group (order by age) as p95,
          max(age) as max
        from (select a.platform, extract(epoch from (${now()}::timestamptz - a.last_synced_at)) as age
          from platform_accounts a
          where a.status <> 'not_found' and a.last_synced_at is not null
            and (exists (select 1 from user_handles h where h.account_id = a.id)
              or exists (select 1 from follows f where f.account_id = a.id))) ages
        group by platform`,
      );
      this.reset();
      for (const row of rows) {
        for (const stat of ["p50", "p95", "max"] as const) this.set({ platform: row.platform, stat }, Number(row[stat] ?? 0));
      }
    },
  });
  new Gauge({
    name: "algoladder_platform_breaker_state",
    help: "This process's circuit breaker per platform: 0 closed, 1 half open, 2 open",
    labelNames: ["platform"],
    registers: [metrics.registry],
    collect() {
      const snapshots = platforms.breakers();
      for (const platform of PLATFORM_IDS) this.set({ platform }, BREAKER_VALUE[snapshots[platform].state]);
    },
  });
}

/** Labelled by route pattern, never the raw path, so the label set stays small. */
export function measureRequests(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // Middleware entries are "ALL".
    const route = matchedRoutes(c).find((r) => r.method !== "ALL")?.path ?? "unmatched";
    metrics.observeRequest(route, c.req.method, c.res.status, (performance.now() - started) / 1000);
  };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Not a route of the table, so the BFF can never forward it. */
export async function metricsResponse(metrics: Metrics, req: Request, peer: string | undefined, token?: string) {
  const bearer = req.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  const allowed = token
    ? bearer.length === token.length && timingSafeEqual(Buffer.from(bearer), Buffer.from(token))
    : LOOPBACK.has(peer ?? "");
  if (!allowed) return new Response("Forbidden\n", { status: 403 });
  return new Response(await metrics.registry.metrics(), { headers: { "content-type": metrics.registry.contentType } });
}
