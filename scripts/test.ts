/**
 * `npm test`: every check, in order, stopping at the first failure.
 * lint + types + formatting + imports + dead code → unit and API tests on PGlite → the API suite again on PostgreSQL
 * (when DATABASE_URL is set) → production build → Playwright end-to-end.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`   ${title}: ${run.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return run.status === 0;
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

if (!step("lint", bin("eslint"), [".", "--max-warnings", "0"])) finish(false);
if (!step("typecheck", bin("tsc"), ["--noEmit"])) finish(false);
if (!step("formatting", bin("prettier"), ["--check", "."])) finish(false);
if (!step("imports: no upward import, no loop", bin("tsx"), ["scripts/check-imports.ts"])) finish(false);
if (!step("dead code", bin("knip"), [])) finish(false);
// Production mode: entry points are the programs and pages only, so code that only tests use shows up.
if (!step("dead code (production: tests do not count)", bin("knip"), ["--production"])) finish(false);

const unitOut = path.join(results, "jest-pglite.json");
const unitOk = step("unit + API tests (PGlite)", bin("jest"), ["--json", `--outputFile=${unitOut}`], { ...jestEnv, API_TEST_DB: "pglite" });
countJest(unitOut);
if (!unitOk) finish(false);

if (process.env.DATABASE_URL) {
  const pgOut = path.join(results, "jest-postgres.json");
  const pgOk = step("API tests (PostgreSQL)", bin("jest"), ["server", "--json", `--outputFile=${pgOut}`], {
    ...jestEnv,
    API_TEST_DB: "postgres",
  });
  countJest(pgOut);
  if (!pgOk) finish(false);
} else {
  console.log("\n(DATABASE_URL is not set: the API suite ran on PGlite only.)");
}

if (!step("production build", "npm", ["run", "build"])) finish(false);

const e2eOut = path.join(results, "playwright.json");
const e2eOk = step("end-to-end (Playwright, Chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut,
});
countPlaywright(e2eOut);
finish(e2eOk);
