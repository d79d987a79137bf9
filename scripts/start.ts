// `npm start` / `npm run dev` (docs/commands.md): web and API as separate processes kept up by scripts/supervisor.ts.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { supervise, type Supervised } from "./supervisor";

const dev = process.argv.includes("--dev");
const demo = process.argv.includes("--demo");
const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";
// The demo keeps its data apart, so real data never mixes with simulated platforms.
const dataDir = path.resolve(root, process.env.DATA_DIR ?? (demo ? ".data-demo" : ".data"));
const simPort = process.env.SIM_PORT ?? "4500";
const simUrl = `http://127.0.0.1:${simPort}`;

function ensureSecrets(): Record<string, string> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "secrets.json");
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
  let changed = false;
  for (const key of ["NEXTAUTH_SECRET", "INTERNAL_API_SECRET"]) {
    if (!process.env[key] && !stored[key]) {
      stored[key] = randomBytes(32).toString("base64url");
      changed = true;
    }
  }
  if (changed) writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  return stored;
}

/** The demo's first start, kept beside its data, so a rename the simulator staged from it (simulator/main.ts) stays done on a restart. */
function demoStartedAt(): string {
  const file = path.join(dataDir, "demo-started-at");
  const kept = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (kept && !Number.isNaN(Date.parse(kept))) return kept;
  const now = new Date().toISOString();
  writeFileSync(file, now);
  return now;
}

const env: NodeJS.ProcessEnv = {
  ...ensureSecrets(),
  ...process.env,
  NODE_ENV: dev ? "development" : "production",
  PORT: port,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  // One machine is its own deployment: the API applies pending migrations as it starts (docs/deploy.md).
  MIGRATE_ON_START: process.env.MIGRATE_ON_START ?? "1",
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
  // Links in mails (password reset, email verification) point at the web app.
  APP_URL: process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
  ...(demo
    ? {
        SIM_PORT: simPort,
        SIM_STAGED_FROM: process.env.SIM_STAGED_FROM ?? demoStartedAt(),
        DEMO_SIMULATOR_URL: simUrl,
        CODEFORCES_API_URL: `${simUrl}/codeforces/api`,
        LEETCODE_GRAPHQL_URL: `${simUrl}/leetcode/graphql`,
        CODECHEF_URL: `${simUrl}/codechef`,
        // The simulator's own limits (simulator/main.ts); the real platforms keep the defaults.
        CODEFORCES_MIN_INTERVAL_MS: process.env.SIM_SPACING_MS ?? "200",
        LEETCODE_MIN_INTERVAL_MS: process.env.SIM_SPACING_MS ?? "200",
        CODECHEF_MIN_INTERVAL_MS: process.env.SIM_SPACING_MS ?? "200",
      }
    : {}),
};

const built = [
  path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"),
  path.join(root, "dist", "api.mjs"),
  path.join(root, "dist", "web-server.mjs"),
];
if (!dev && !built.every((file) => existsSync(file))) {
  console.log("First run: building the app (this takes a minute)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: Supervised[] = [];
let exiting = false;

function stopAll(code: number) {
  if (exiting) return;
  exiting = true;
  setTimeout(() => process.exit(code), 8000).unref();
  void Promise.all(children.map((c) => c.stop())).then(() => process.exit(code));
}

/** A crashed process is started again (with backoff); the others keep serving meanwhile. */
function run(name: string, command: string, args: string[]) {
  children.push(supervise(name, command, args, { spawnOptions: { cwd: root, env, stdio: "inherit" } }));
}

/** Each process starts once the one it depends on answers, so the first visitor never meets a 502. */
async function waitFor(url: string, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exiting) {
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!exiting) console.error(`${what} did not become ready in time; going on anyway.`);
}

if (demo) {
  if (dev) run("simulator", bin("tsx"), ["simulator/main.ts"]);
  else run("simulator", process.execPath, ["--enable-source-maps", "dist/simulator.mjs"]);
  await waitFor(`${simUrl}/__sim/handles`, "The platform simulator");
}

// Production runs compiled JavaScript (npm run build); tsx only reloads the sources in development.
if (dev) run("api", bin("tsx"), ["watch", "server/main.ts"]);
else run("api", process.execPath, ["--enable-source-maps", "dist/api.mjs"]);
await waitFor(`${env.API_URL}/readyz`, "The API");
if (!exiting) {
  if (dev) run("web", bin("next"), ["dev", "-p", port]);
  else run("web", process.execPath, ["dist/web-server.mjs"]);
  console.log(`Algo Ladder: web on http://localhost:${port}, API on http://127.0.0.1:${apiPort}`);
  if (demo) console.log(`Demo: sign in as demo@algoladder.dev / demo-password (platforms simulated at ${simUrl})`);
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
