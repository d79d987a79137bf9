// `npm test` (docs/commands.md): every check in order, stopping at the first failure; the topology run last, on PostgreSQL.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MINUTE } from "../lib/time";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

/** Several times each step's two-core time, so a stall fails in minutes naming what ran; e2e tests have their own limits. */
const LIMIT_MS = { checks: 10 * MINUTE, jest: 12 * MINUTE, build: 15 * MINUTE, e2e: 50 * MINUTE, topology: 10 * MINUTE };

/** The test files Jest had started and not finished (written by scripts/jest-running-files.mjs). */
const jestRunning = path.join(results, "jest-running.txt");

type Outcome = "ok" | "failed" | "stalled";

function verdict(title: string, outcome: Outcome, started: number, limitMs: number): string {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (outcome === "stalled") return `   ${title}: STOPPED after ${seconds} s, its limit of ${limitMs / MINUTE} min.`;
  return `   ${title}: ${outcome === "ok" ? "ok" : "FAILED"} in ${seconds} s`;
}

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
  const outcome: Outcome =
    child.error && (child.error as NodeJS.ErrnoException).code === "ETIMEDOUT" ? "stalled" : child.status === 0 ? "ok" : "failed";
  console.log(verdict(title, outcome, started, limitMs));
  if (outcome === "stalled" && command === bin("jest") && existsSync(jestRunning))
    console.log(`   Still running then:\n${readFileSync(jestRunning, "utf8")}`);
  return outcome;
}

const step = (...args: Parameters<typeof run>) => run(...args) === "ok";

/** A Jest run that stalled past its limit is started once more; one that failed is not. */
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

type Check = { title: string; command: string; args: string[] };

/** Output is kept and printed whole at the end, so two lanes of checks run side by side without mixing lines. */
function runQuiet({ title, command, args }: Check): Promise<{ ok: boolean; report: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    const out: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => out.push(b));
    const timer = setTimeout(() => child.kill("SIGKILL"), LIMIT_MS.checks);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const outcome: Outcome = signal === "SIGKILL" ? "stalled" : code === 0 ? "ok" : "failed";
      const text = Buffer.concat(out).toString("utf8");
      const body = text && !text.endsWith("\n") ? `${text}\n` : text;
      resolve({ ok: outcome === "ok", report: `\n━━ ${title} ━━\n${body}${verdict(title, outcome, started, LIMIT_MS.checks)}` });
    });
  });
}

async function lane(checks: Check[]): Promise<boolean> {
  for (const check of checks) {
    const { ok, report } = await runQuiet(check);
    console.log(report);
    if (!ok) return false;
  }
  return true;
}

// Lint on one core, the rest in turn on the other: 84 s instead of 96 s in a clean clone on two cores.
const checksOk = await Promise.all([
  lane([{ title: "lint", command: bin("eslint"), args: [".", "--max-warnings", "0"] }]),
  lane([
    { title: "typecheck", command: bin("tsc"), args: ["--noEmit"] },
    { title: "formatting", command: bin("prettier"), args: ["--check", "."] },
    { title: "imports: no upward import, no loop", command: "npm", args: ["run", "--silent", "imports"] },
    { title: "dead code", command: bin("knip"), args: [] },
    // Production mode: entry points are the programs and pages only, so code that only tests use shows up.
    { title: "dead code (production: tests do not count)", command: bin("knip"), args: ["--production"] },
  ]),
]);
if (checksOk.includes(false)) finish(false);

/** They ask what the API refuses before it writes, the same on either engine, so they run once: on PostgreSQL when there is one. */
const ONCE_ON_POSTGRES = ["<rootDir>/server/fuzz/", "<rootDir>/server/http/storable-text.test.ts"];

/** The server's test files that open a database, directly or through the API harness: the rest cannot differ by engine. */
function databaseTests(): string[] {
  const opensDatabase = /from "[^"]*(?:\/db\/client|\/test\/harness|\.\/client|\.\/harness)"/;
  const files = readdirSync(path.join(root, "server"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join("server", file));
  return files.filter((file) => opensDatabase.test(readFileSync(path.join(root, file), "utf8")));
}

const unitOut = path.join(results, "jest-pglite.json");
const skipOnPglite = process.env.DATABASE_URL ? ["--testPathIgnorePatterns", "/node_modules/", ...ONCE_ON_POSTGRES] : [];
const unitOk = jestStep("unit + API tests (PGlite)", ["--json", `--outputFile=${unitOut}`, ...skipOnPglite], {
  ...jestEnv,
  API_TEST_DB: "pglite",
});
countJest(unitOut);
if (!unitOk) finish(false);

if (process.env.DATABASE_URL) {
  const pgOut = path.join(results, "jest-postgres.json");
  const pgOk = jestStep("API tests (PostgreSQL)", [...databaseTests(), "--json", `--outputFile=${pgOut}`], {
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

/**
 * Two APIs, two workers and two web apps on one PostgreSQL database (docs/deploy.md): about 3 min
 * at 30 s of load. Its own hard stop ends every process it started before this limit would.
 */
let topologyOk = true;
if (process.env.DATABASE_URL) {
  topologyOk = step("topology: scaled out on one PostgreSQL", "npm", ["run", "--silent", "topology"], LIMIT_MS.topology, {
    TOPOLOGY_SECONDS: "30",
  });
} else {
  console.log("\n(DATABASE_URL is not set: the topology run, which needs PostgreSQL, did not run.)");
}
finish(e2eOk && topologyOk);
