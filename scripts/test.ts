/**
 * `npm test`: every check, in order, stopping at the first failure.
 * lint + types + formatting + imports + dead code → unit and API tests on PGlite → the API suite again on PostgreSQL
 * (when DATABASE_URL is set) → production build → Playwright end-to-end.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MINUTE } from "../lib/time";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * Each step's time limit: several times what it takes on a two-core machine, so a step that stalls
 * fails in minutes, naming what was running, instead of holding the run until CI gives up on it.
 */
const LIMIT_MS = { checks: 10 * MINUTE, jest: 12 * MINUTE, build: 15 * MINUTE, e2e: 30 * MINUTE };

/** The test files Jest had started and not finished (written by scripts/jest-running-files.mjs). */
const jestRunning = path.join(results, "jest-running.txt");

type Outcome = "ok" | "failed" | "stalled";

function run(title: string, command: string, args: string[], limitMs: number, env: Record<string, string> = {}): Outcome {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const child = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
    timeout: limitMs,
    killSignal: "SIGKILL",
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (child.error && (child.error as NodeJS.ErrnoException).code === "ETIMEDOUT") {
    console.log(`   ${title}: STOPPED after ${seconds} s, its limit of ${limitMs / MINUTE} min.`);
    if (command === bin("jest") && existsSync(jestRunning)) console.log(`   Still running then:\n${readFileSync(jestRunning, "utf8")}`);
    return "stalled";
  }
  console.log(`   ${title}: ${child.status === 0 ? "ok" : "FAILED"} in ${seconds} s`);
  return child.status === 0 ? "ok" : "failed";
}

const step = (...args: Parameters<typeof run>) => run(...args) === "ok";

/**
 * A Jest run, started once more if it stalled (went past its limit without finishing); a run that
 * finished with a failure is not repeated. The stall and the files it stopped in are printed.
 */
function jestStep(title: string, args: string[], env: Record<string, string>) {
  const first = run(title, bin("jest"), args, LIMIT_MS.jest, env);
  if (first !== "stalled") return first === "ok";
  return step(`${title}, again after that stall`, bin("jest"), args, LIMIT_MS.jest, env);
}

function countJest(file: string) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests;
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  totals.passed += r.stats.expected + r.stats.flaky;
  totals.failed += r.stats.unexpected;
  totals.skipped += r.stats.skipped;
}

function finish(ok: boolean): never {
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const jestEnv = { NODE_OPTIONS: "--experimental-vm-modules" };

if (!step("lint", bin("eslint"), [".", "--max-warnings", "0"], LIMIT_MS.checks)) finish(false);
if (!step("typecheck", bin("tsc"), ["--noEmit"], LIMIT_MS.checks)) finish(false);
if (!step("formatting", bin("prettier"), ["--check", "."], LIMIT_MS.checks)) finish(false);
if (!step("imports: no upward import, no loop", bin("tsx"), ["scripts/check-imports.ts"], LIMIT_MS.checks)) finish(false);
if (!step("dead code", bin("knip"), [], LIMIT_MS.checks)) finish(false);
// Production mode: entry points are the programs and pages only, so code that only tests use shows up.
if (!step("dead code (production: tests do not count)", bin("knip"), ["--production"], LIMIT_MS.checks)) finish(false);

const unitOut = path.join(results, "jest-pglite.json");
const unitOk = jestStep("unit + API tests (PGlite)", ["--json", `--outputFile=${unitOut}`], {
  ...jestEnv,
  API_TEST_DB: "pglite",
});
countJest(unitOut);
if (!unitOk) finish(false);

if (process.env.DATABASE_URL) {
  const pgOut = path.join(results, "jest-postgres.json");
  const pgOk = jestStep("API tests (PostgreSQL)", ["server", "--json", `--outputFile=${pgOut}`], {
    ...jestEnv,
    API_TEST_DB: "postgres",
  });
  countJest(pgOut);
  if (!pgOk) finish(false);
} else {
  console.log("\n(DATABASE_URL is not set: the API suite ran on PGlite only.)");
}

if (!step("production build", "npm", ["run", "build"], LIMIT_MS.build)) finish(false);

const e2eOut = path.join(results, "playwright.json");
const e2eOk = step("end-to-end (Playwright, Chromium)", bin("playwright"), ["test", "--reporter=list,json"], LIMIT_MS.e2e, {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut,
});
countPlaywright(e2eOut);
finish(e2eOk);
