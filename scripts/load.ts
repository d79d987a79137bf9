/**
 * `npm run load`: 50 signed-in users for 60 s against the production build on loopback, the demo
 * simulator standing in for the platforms and the sync running, mixing page loads, Smart Sheet
 * and dashboard reads and collection writes. Prints the errors (the target is none), read
 * p50/p95/p99 and the writes made, then checks every write is there. Exits 1 on any error or
 * missing write. Needs `npm run build` first. LOAD_USERS (≤ 200) and LOAD_SECONDS (≤ 300) adjust it.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, signedInSession, spread, timed, waitFor, type Outcome, type Session } from "./load-client";

const root = path.resolve(import.meta.dirname, "..");
const USERS = Math.min(200, Math.max(1, Number(process.env.LOAD_USERS ?? 50)));
const SECONDS = Math.min(300, Math.max(5, Number(process.env.LOAD_SECONDS ?? 60)));
/** Bounds whatever happens: requests in all, and the whole run's wall-clock time. */
const MAX_REQUESTS = 500_000;
const HARD_STOP_MS = (SECONDS + 360) * 1000;
const READ_P95_TARGET_MS = 200;

const built = [".next/BUILD_ID", "dist/api.mjs", "dist/web-server.mjs", "dist/simulator.mjs"].map((f) => path.join(root, f));
if (!built.every((f) => existsSync(f))) {
  console.error("npm run load needs the production build: run `npm run build` first.");
  process.exit(1);
}

const [port, apiPort, simPort] = [await freePort(), await freePort(), await freePort()];
const web = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "algo-ladder-load-"));
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const servers = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/start.ts", "--demo"], {
  cwd: root,
  detached: true,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...inherited,
    PORT: String(port),
    API_PORT: String(apiPort),
    SIM_PORT: String(simPort),
    // Loopback only: the web server binds 127.0.0.1 (the API and the simulator always do).
    HOST: "127.0.0.1",
    NEXTAUTH_URL: web,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NEXTAUTH_SECRET: "load-secret-load-secret-load-secret",
    // Every load user signs up and in from one address; the limits have their own tests.
    RATE_LIMIT_SIGNUP_PER_HOUR: "100000",
    RATE_LIMIT_SIGNIN_FAILURES: "100000",
  },
});
let stopped = false;
function stopServers() {
  if (stopped) return;
  stopped = true;
  try {
    if (servers.pid) process.kill(-servers.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
  rmSync(dataDir, { recursive: true, force: true });
}
const hardStop = setTimeout(() => {
  console.error(`The load run took longer than ${HARD_STOP_MS / 1000} s; stopping.`);
  stopServers();
  process.exit(1);
}, HARD_STOP_MS);
process.on("SIGINT", () => {
  stopServers();
  process.exit(130);
});

const PAGES = ["/dashboard", "/smartsheet", "/network", "/profile", "/stumbles", "/contests"];
const tz = encodeURIComponent("Asia/Kolkata");
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** One user's loop until the deadline: page loads, sheet and dashboard reads, and stumble writes. */
async function user(session: Session, until: number, outcomes: Outcome[], written: Map<number, string[]>) {
  let n = 0;
  while (Date.now() < until && outcomes.length < MAX_REQUESTS) {
    const roll = Math.random();
    if (roll < 0.25) outcomes.push(await timed(web, session, "page", pick(PAGES)));
    else if (roll < 0.5) outcomes.push(await timed(web, session, "sheet", "/api/fetch/smartsheet"));
    else if (roll < 0.75) outcomes.push(await timed(web, session, "dashboard", `/api/fetch/dashboard?tz=${tz}`));
    else if (roll < 0.85)
      outcomes.push(await timed(web, session, "collection", pick(["/api/saved/stumbles/get", "/api/profile/getProfileData"])));
    else {
      const name = `Load ${session.index}-${++n}`;
      const res = await timed(web, session, "write", "/api/saved/stumbles/add", {
        name,
        summary: "Written by the load run",
        platform: "codeforces",
        url: "https://codeforces.com/problemset/problem/4/A",
      });
      outcomes.push(res);
      if (res.ok) written.set(session.index, [...(written.get(session.index) ?? []), name]);
    }
  }
}

let exitCode = 1;
try {
  console.log(`Starting the production servers with the demo simulator on 127.0.0.1:${port} ...`);
  await waitFor(`${web}/login`, 240_000);
  const runId = Date.now().toString(36);
  // The first user looks for seeded programmers before the other load users exist (search lists 20).
  const sessions: Session[] = [await signedInSession(web, 0, runId)];
  // Each load user follows some of the seeded programmers, so their sheet and network hold data.
  const search = await fetch(`${web}/api/fetch/searchUser`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: web, cookie: sessions[0]!.cookie },
    body: JSON.stringify({ searchQuery: "_" }),
  });
  const found = ((await search.json()) as { searchResults?: Array<{ id: string; kind: string; userName: string }> }).searchResults ?? [];
  const seeded = found.filter((r) => r.kind === "user" && !r.userName.startsWith("load_")).slice(0, 8);
  if (!seeded.length) console.warn("No seeded programmers found to follow; the sheets stay empty.");
  for (let i = 1; i < USERS; i += 10) {
    const batch = Array.from({ length: Math.min(10, USERS - i) }, (_, k) => signedInSession(web, i + k, runId));
    sessions.push(...(await Promise.all(batch)));
  }
  for (const session of sessions) {
    for (const person of seeded) {
      const res = await timed(web, session, "setup", "/api/friends/toggleFriend", { friend_id: person.id });
      if (!res.ok) throw new Error(`following a seeded programmer answered ${res.status}`);
    }
  }

  console.log(`${sessions.length} users signed in; running for ${SECONDS} s ...`);
  const outcomes: Outcome[] = [];
  const written = new Map<number, string[]>();
  const started = Date.now();
  await Promise.all(sessions.map((s) => user(s, started + SECONDS * 1000, outcomes, written)));
  const elapsed = (Date.now() - started) / 1000;

  // Every write the server confirmed must be there, exactly once.
  let missing = 0;
  let present = 0;
  for (const session of sessions) {
    const names = written.get(session.index) ?? [];
    if (!names.length) continue;
    const res = await fetch(`${web}/api/saved/stumbles/get`, { headers: { cookie: session.cookie } });
    const body = (await res.json()) as { allStumbles?: Array<{ name: string }> };
    const held = (body.allStumbles ?? []).map((s) => s.name);
    for (const name of names) {
      if (held.filter((h) => h === name).length === 1) present += 1;
      else missing += 1;
    }
  }

  const errors = outcomes.filter((o) => !o.ok);
  const reads = outcomes.filter((o) => o.kind !== "write");
  const all = spread(reads.map((o) => o.ms));
  console.log("");
  console.log(`requests       ${outcomes.length} in ${elapsed.toFixed(0)} s (${(outcomes.length / elapsed).toFixed(0)}/s), ${USERS} users`);
  console.log(`errors         ${errors.length}`);
  for (const e of errors.slice(0, 10)) console.log(`  ${e.kind} answered ${e.status || "nothing"} after ${Math.round(e.ms)} ms`);
  console.log(`reads          p50 ${all.p50} ms, p95 ${all.p95} ms, p99 ${all.p99} ms (${all.count})`);
  for (const kind of ["page", "sheet", "dashboard", "collection"]) {
    const s = spread(reads.filter((o) => o.kind === kind).map((o) => o.ms));
    console.log(`  ${kind.padEnd(12)} p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms (${s.count})`);
  }
  const writes = spread(outcomes.filter((o) => o.kind === "write").map((o) => o.ms));
  console.log(
    `writes         ${present + missing} made, ${present} present afterwards, ${missing} missing (p50 ${writes.p50} ms, p95 ${writes.p95} ms)`,
  );
  console.log(`read p95 target ${READ_P95_TARGET_MS} ms: ${all.p95 <= READ_P95_TARGET_MS ? "met" : "not met"}`);
  exitCode = errors.length === 0 && missing === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  clearTimeout(hardStop);
  stopServers();
}
process.exit(exitCode);
