// The scale table of `npm run bench` (docs/scale.md); BENCH_SYNC_LARGE_HOURS (default 4) bounds the slow 10,000-account polling days.
import type { PlatformId } from "@/lib/contract/platforms";
import { DEFAULT_SPACING_MS } from "../server/platforms/core/gate";
import { DEFAULT_SYNC_POLICY } from "../server/sync/policy";
import { simulateDay, type DayFigures } from "../server/sync/simulate-day";

const SIZES = [1000, 10_000, 100_000];
const LARGE_HOURS = Number(process.env.BENCH_SYNC_LARGE_HOURS ?? 4);
/** Assumed, not measured (the simulator answers at once): Codeforces' API ~0.5 s, LeetCode's GraphQL under 1 s, CodeChef's HTML 1-2 s. */
const CALL_SECONDS: Record<PlatformId, number> = { codeforces: 0.5, leetcode: 0.8, codechef: 1.5 };

const group = (n: number) => n.toLocaleString("en-US");
const limitPerHour = (platform: PlatformId) => 3_600_000 / DEFAULT_SPACING_MS[platform];
/** A worker runs one call per platform at a time (server/sync/scheduler.ts), so it keeps a platform busy up to 1 / call time. */
const usefulWorkers = (platform: PlatformId, callsPerHour: number) =>
  Math.max(1, Math.ceil((callsPerHour * CALL_SECONDS[platform]) / 3600));

/** Calls an hour per-account polling needs at the very least: every account looked at once per SYNC_INTERVAL_MINUTES. */
function floorPerHour(platform: PlatformId, accounts: number): number {
  const perAccount = 60 / DEFAULT_SYNC_POLICY.maxIntervalMinutes;
  // Codeforces looks with user.info, 100 handles a call.
  return platform === "codeforces" ? Math.ceil((accounts / DEFAULT_SYNC_POLICY.checkBatchSize) * perAccount) : accounts * perAccount;
}

type Row = { platform: PlatformId; mode: string; accounts: number; day?: DayFigures; note?: string; seconds?: number };

function run(platform: PlatformId, mode: "polling" | "feed", accounts: number): Row {
  const limit = limitPerHour(platform);
  if (mode === "polling" && floorPerHour(platform, accounts) > limit)
    return {
      platform,
      mode,
      accounts,
      note: `needs ≥ ${group(floorPerHour(platform, accounts))} calls/h to look at each account every 30 min`,
    };
  const hours = mode === "polling" && accounts > 1000 ? LARGE_HOURS : 24;
  const t = performance.now();
  const day = simulateDay({ accounts, activeShare: 0.1, seed: 1, hours, platform, feed: mode === "feed" });
  return { platform, mode, accounts, day, seconds: (performance.now() - t) / 1000 };
}

export function printScaleTable() {
  const rows: Row[] = [];
  for (const accounts of SIZES) rows.push(run("codeforces", "polling", accounts), run("codeforces", "feed", accounts));
  for (const platform of ["leetcode", "codechef"] as const) for (const accounts of SIZES) rows.push(run(platform, "polling", accounts));

  console.log(`\nScale: simulated days, 10% of accounts active, through the scheduling policy under each platform's limit`);
  console.log(`(data age: minutes from a submission on the platform to its arrival here; workers: how many the limit keeps busy)\n`);
  console.log(
    `| platform | sync | accounts | hours | calls/h mean / busiest | limit/h | feed / checks / fetches | active age p50 / p95 (min) | idle age p50 / p95 (min) | missed | useful workers | computed in (s) |`,
  );
  console.log(`|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows) {
    const limit = group(limitPerHour(r.platform));
    const head = `| ${r.platform} | ${r.mode} | ${group(r.accounts)}`;
    if (!r.day) {
      console.log(`${head} | – | ${r.note} | ${limit} | – | over the limit | over the limit | – | – | – |`);
      continue;
    }
    const d = r.day;
    const k = d.callsByKind;
    const age = (l: DayFigures["latency"]["active"]) => `${l.p50Minutes.toFixed(2)} / ${l.p95Minutes.toFixed(2)}`;
    console.log(
      `${head} | ${d.hours} | ${group(d.callsPerHour.mean)} / ${group(d.callsPerHour.max)} | ${limit} | ${group(k.feed)} / ${group(k.activityCheck)} / ${group(k.submissions)} | ${age(d.latency.active)} | ${age(d.latency.idle)} | ${d.latency.active.missed + d.latency.idle.missed} | ${usefulWorkers(r.platform, d.callsPerHour.max)} | ${r.seconds!.toFixed(1)} |`,
    );
  }
  const feed = rows.filter((r) => r.mode === "feed" && r.day);
  console.log(
    `\nCodeforces feed: problemset.recentStatus?count=1000 read every ${DEFAULT_SYNC_POLICY.feedMinIntervalSeconds}–${DEFAULT_SYNC_POLICY.feedMaxIntervalSeconds} s (half the span of its last answer); ` +
      `reads that fell behind: ${feed.map((r) => r.day!.feed.gaps).join(" / ")}; a ${DEFAULT_SYNC_POLICY.feedFullSyncHours / 24}-day user.status sweep per account. ` +
      `Useful workers assume ${Object.entries(CALL_SECONDS)
        .map(([p, s]) => `${s} s a call on ${p}`)
        .join(", ")}; one worker runs the platforms side by side.`,
  );
}
