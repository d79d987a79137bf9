// The Lighthouse part of `npm run bench` (docs/benchmarks.md).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium as playwrightChromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { startDemoServers } from "./demo-servers";
import { findChromiumHere } from "./find-chromium";
import { appPages, coverageProblems, misses, pageBudgets, readBudgets, unknownSelections, type PageBudget } from "./lighthouse-budgets";
import { signIn } from "./load-client";

const root = path.resolve(import.meta.dirname, "..");
const BUDGETS_FILE = path.join(root, "bench", "budgets.json");
/** Single runs swing by several points on a busy machine: the median of three is the default. */
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const GROUPS = new Set((process.env.BENCH_LH_GROUP ?? "").split(",").filter(Boolean));
const PAGES = new Set((process.env.BENCH_LH_PAGES ?? "").split(",").filter(Boolean));
const DUMP_DIR = process.env.BENCH_LH_DUMP;
if (DUMP_DIR) mkdirSync(DUMP_DIR, { recursive: true });
const SYNC_WAIT_MS = Number(process.env.BENCH_LH_SYNC_WAIT_S ?? 240) * 1000;
const HARD_STOP_MS = 30 * 60_000;

const budgets = readBudgets(BUDGETS_FILE);
const problems = coverageProblems(budgets, appPages(path.join(root, "app")));
if (problems.length) {
  console.error(`bench/budgets.json does not match the app's pages:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

const unknown = unknownSelections(pageBudgets(budgets), GROUPS, PAGES);
if (unknown.length) {
  console.error(`bench/budgets.json has ${unknown.join("; ")}.`);
  process.exit(1);
}

const browser = findChromiumHere(() => undefined);
if (!browser.ok || !browser.executablePath) {
  console.error(browser.ok ? "Lighthouse needs a system Chromium or Chrome, or CHROMIUM_PATH." : browser.message);
  process.exit(1);
}
const chromiumPath = browser.executablePath;

const profilesDir = mkdtempSync(path.join(tmpdir(), "algo-ladder-chromium-"));
let chromium: ChildProcess | undefined;
async function stopChromium() {
  const child = chromium;
  chromium = undefined;
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await gone;
}
// scripts/start.ts builds on first run. The figures are for the embedded default, whatever this shell points at.
const servers = await startDemoServers({
  name: "lighthouse",
  portVars: ["BENCH_LH_PORT", "BENCH_LH_API_PORT", "BENCH_LH_SIM_PORT"],
  logLevel: "silent",
  hardStop: { ms: HARD_STOP_MS, message: `The Lighthouse run took longer than ${HARD_STOP_MS / 60_000} min; stopping.` },
  onStop() {
    chromium?.kill("SIGKILL");
    try {
      rmSync(profilesDir, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      // A browser helper process still writing there; it is a temporary folder.
    }
  },
});
const { web } = servers;

/** A fresh profile per run, or cookies one run set (next-auth's CSRF cookie, a sign-out) carry over to the next. */
function launchChromium(): Promise<number> {
  const profileDir = mkdtempSync(path.join(profilesDir, "run-"));
  const child = spawn(
    chromiumPath,
    [
      "--headless=new",
      "--remote-debugging-port=0",
      `--user-data-dir=${profileDir}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-extensions",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--mute-audio",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  chromium = child;
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stderr.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (found) resolve(Number(found[1]));
    });
    child.once("exit", (code) => reject(new Error(`Chromium (${chromiumPath}) exited with ${code} before it listened:\n${seen}`)));
  });
}

async function call(cookie: string, p: string, body?: unknown) {
  const res = await fetch(`${web}${p}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json", origin: web }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

/** Until the demo's own handles have synced (or the wait runs out): the signed-in pages show data, not empty states. */
async function waitForDemoSync(cookie: string): Promise<string> {
  const started = Date.now();
  let last = "no answer";
  while (Date.now() - started < SYNC_WAIT_MS) {
    const res = await call(cookie, "/api/profile/sync-status");
    if (res.status === 200) {
      const accounts = (JSON.parse(res.body) as { accounts: Array<{ platform: string; status: string }> }).accounts;
      last = accounts.map((a) => `${a.platform} ${a.status}`).join(", ");
      if (accounts.length && accounts.every((a) => a.status !== "pending")) {
        return `demo synced in ${Math.round((Date.now() - started) / 1000)} s (${last})`;
      }
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  return `demo not fully synced after ${SYNC_WAIT_MS / 1000} s (${last})`;
}

/** A virtual contest of the demo's, running by the time it is measured, for /virtual/[id]. */
async function virtualContestId(cookie: string): Promise<string> {
  const res = await call(cookie, "/api/virtual/create", {
    title: "Bench race",
    mode: "normal",
    // Starts within seconds, so the page is measured with the contest running.
    startAt: new Date(Date.now() + 5_000).toISOString(),
    durationMinutes: 120,
    problems: [
      { url: "https://leetcode.com/problems/two-sum/" },
      { url: "https://codeforces.com/problemset/problem/4/A" },
      { url: "https://www.codechef.com/problems/START01" },
    ],
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`creating a virtual contest answered ${res.status}: ${res.body}`);
  return (JSON.parse(res.body) as { contest: { id: string } }).contest.id;
}

const gzipCache = new Map<string, number>();
/** Bytes of a script once gzipped at zlib's default level, as Next's server compresses it. */
async function gzippedBytes(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body).length;
  gzipCache.set(url, size);
  return size;
}

type Row = PageBudget & {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKiBGzip: number;
  domElements: number;
  /** Lighthouse's measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
  missed: string[];
};

let version = "";
/** The browser's product and major version ("Chrome/156.0.0.0"): figures move between versions. */
let browserVersion = "";

type NetworkItem = { url: string; resourceType?: string };

const ZONE_COOKIE = `tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC")}`;

/** In the browser's store, as a header loses to the first cookie a page sets (docs/decisions/019-server-read-profile.md). */
async function storeCookies(devtoolsPort: number, cookie: string) {
  const pairs = `${cookie}; ${ZONE_COOKIE}`.split("; ").map((pair) => pair.split(/=(.*)/s));
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    await browser.contexts()[0]!.addCookies(pairs.map(([name, value]) => ({ name: name!, value: value ?? "", url: web })));
  } finally {
    // Connected, not launched: this only disconnects.
    await browser.close();
  }
}

/** One Lighthouse run in a fresh browser; a run Lighthouse itself calls broken (NO_NAVSTART and the like) is tried again. */
async function lighthouseRun(budget: PageBudget, url: string, cookie: string) {
  for (let attempt = 1; ; attempt++) {
    const devtoolsPort = await launchChromium();
    if (budget.signedIn) await storeCookies(devtoolsPort, cookie);
    const result = await lighthouse(url, {
      port: devtoolsPort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    }).finally(stopChromium);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (DUMP_DIR) writeFileSync(path.join(DUMP_DIR, `${budget.page.replaceAll("/", "_") || "_"}-${Date.now()}.json`), JSON.stringify(lhr));
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

async function measure(budget: PageBudget, url: string, cookie: string): Promise<Row> {
  const runs: Row[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouseRun(budget, url, cookie);
    version = lhr.lighthouseVersion;
    browserVersion = /Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? "an unknown version";
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended on ${finalPath}: was the session refused?`);
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const value = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
    const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
      (r) => r.resourceType === "Script" && r.url.startsWith("http"),
    );
    const scriptBytes = (await Promise.all([...new Set(requests.map((r) => r.url))].map(gzippedBytes))).reduce((a, b) => a + b, 0);
    const row = {
      ...budget,
      url,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      lcpMs: value("largest-contentful-paint"),
      tbtMs: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      scriptKiBGzip: scriptBytes / 1024,
      domElements: value("dom-size"),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      missed: [],
    };
    runs.push({ ...row, missed: misses(budget, row) });
  }
  // The run with the median performance score, as Lighthouse advises for repeated runs.
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

let failed = false;
try {
  await servers.ready(300_000);
  const cookie = await signIn(web, "demo@algoladder.dev", "demo-password");
  const synced = await waitForDemoSync(cookie);
  const contestId = await virtualContestId(cookie);
  const loadBefore = load();

  const rows: Row[] = [];
  for (const budget of pageBudgets(budgets).filter(
    (b) => (GROUPS.size === 0 || GROUPS.has(b.group)) && (PAGES.size === 0 || PAGES.has(b.page)),
  )) {
    const url = `${web}${budget.page.replace("[id]", contestId)}`;
    // One untimed load first, so the server's first-render work is not what is measured.
    await fetch(url, { headers: budget.signedIn ? { cookie: `${cookie}; ${ZONE_COOKIE}` } : {} }).then((r) => r.arrayBuffer());
    rows.push(await measure(budget, url, cookie));
  }

  console.log(
    `\nLighthouse ${version} (mobile, simulated throttling; ${RUNS === 1 ? "one run" : `median of ${RUNS} runs`} per page), Chromium at ${chromiumPath} (${browserVersion})`,
  );
  console.log(`${synced}; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after, on ${cpus().length} CPUs`);
  console.log(
    `JS = the gzipped size (zlib default level) of every script the page loaded in the run, in KiB; CPU index = Lighthouse's benchmark index of the machine during the run (lower means a busier machine and worse TBT); budgets from bench/budgets.json\n`,
  );
  console.log(
    `| page | group | performance (budget) | accessibility | best practices | LCP | TBT | CLS | JS KiB gz | DOM elements | CPU index | result |`,
  );
  console.log(`|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|`);
  for (const r of rows) {
    const js = `${r.scriptKiBGzip.toFixed(1)}${r.maxScriptKiBGzip !== undefined ? ` (≤ ${r.maxScriptKiBGzip})` : ""}`;
    console.log(
      `| ${r.page} | ${r.group} | ${r.performance} (≥ ${r.minPerformance}) | ${r.accessibility} | ${r.bestPractices} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${js} | ${r.domElements} | ${r.benchmarkIndex} | ${r.missed.length ? `FAIL: ${r.missed.join("; ")}` : "pass"} |`,
    );
  }
  const missed = rows.filter((r) => r.missed.length);
  failed = missed.length > 0;
  console.log(
    failed
      ? `\nFAIL: ${missed.length} of ${rows.length} pages miss their Lighthouse budget (${missed.map((r) => r.page).join(", ")})`
      : `\nLighthouse budgets: all ${rows.length} pages pass`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  servers.stop();
}
process.exit(failed ? 1 : 0);
