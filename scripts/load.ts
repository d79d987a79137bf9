// `npm run load` (docs/commands.md); the warm-up exists because a just-started server compiles each code path on its first requests.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { requireBuild, startDemoServers } from "./demo-servers";
import { startCluster, type Cluster } from "./faults-postgres";
import { freePort, signedInSession, spread, spreadLine, timed, type Outcome, type Session } from "./load-client";

const USERS = Math.min(200, Math.max(1, Number(process.env.LOAD_USERS ?? 50)));
const WARMUP_SECONDS = Math.min(120, Math.max(0, Number(process.env.LOAD_WARMUP_SECONDS ?? 15)));
const SECONDS = Math.min(300, Math.max(5, Number(process.env.LOAD_SECONDS ?? 60)));
/** Bounds whatever happens: requests in all, and the whole run's wall-clock time. */
const MAX_REQUESTS = 500_000;
const HARD_STOP_MS = (SECONDS + WARMUP_SECONDS + 360) * 1000;
const READ_P95_TARGET_MS = 200;
const THINK_MS = Math.min(60_000, Math.max(0, Number(process.env.LOAD_THINK_MS ?? 0)));
const think = () => (THINK_MS ? new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random()))) : undefined);

requireBuild("npm run load");

const cluster: Cluster | undefined = process.env.LOAD_DATABASE === "pglite" ? undefined : startCluster(await freePort());
const database = cluster ? "PostgreSQL (a throwaway server of its own)" : "PGlite (embedded, in a temporary DATA_DIR)";
const servers = await startDemoServers({
  name: "load",
  portVars: ["PORT", "API_PORT", "SIM_PORT"],
  logLevel: "warn",
  cluster,
  // Every load user signs up and in from one address; the limits have their own tests.
  env: { RATE_LIMIT_SIGNUP_PER_HOUR: "100000", RATE_LIMIT_SIGNIN_FAILURES: "100000" },
  hardStop: { ms: HARD_STOP_MS, message: `The load run took longer than ${HARD_STOP_MS / 1000} s; stopping.` },
});
const { web, port } = servers;

/** CPU seconds per process of the run, from /proc (Linux only): a figure a busy machine disturbs far less than latency. */
function runCpu(): Map<string, number> {
  const client = process.cpuUsage();
  const used = new Map<string, number>([["load client", (client.user + client.system) / 1e6]]);
  if (!servers.pid || !existsSync("/proc/self/stat")) return used;
  const postmaster = cluster?.postmasterPid();
  const add = (name: string, seconds: number) => used.set(name, (used.get(name) ?? 0) + seconds);
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      if (postmaster !== undefined && (Number(pid) === postmaster || Number(fields[1]) === postmaster)) {
        add("database", seconds);
        continue;
      }
      if (Number(fields[2]) !== servers.pid) continue; // not in the servers' process group
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const name = /dist\/(api|web-server|simulator)\.mjs/.exec(args)?.[1]?.replace("web-server", "web");
      if (name) add(name, seconds);
    } catch {
      // The process ended meanwhile.
    }
  }
  return used;
}

const PAGES = ["/dashboard", "/smartsheet", "/network", "/profile", "/stumbles", "/contests"];
const tz = encodeURIComponent("Asia/Kolkata");
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** Numbers the writes across users and phases, so each stumble written has a name of its own. */
let writeSerial = 0;

async function user(session: Session, until: number, outcomes: Outcome[], written: Map<number, string[]>) {
  while (Date.now() < until && outcomes.length < MAX_REQUESTS) {
    await think();
    if (Date.now() >= until) break;
    const roll = Math.random();
    if (roll < 0.25) outcomes.push(await timed(web, session, "page", pick(PAGES)));
    else if (roll < 0.5) outcomes.push(await timed(web, session, "sheet", "/api/fetch/smartsheet"));
    else if (roll < 0.75) outcomes.push(await timed(web, session, "dashboard", `/api/fetch/dashboard?tz=${tz}`));
    else if (roll < 0.85)
      outcomes.push(await timed(web, session, "collection", pick(["/api/saved/stumbles/get", "/api/profile/getProfileData"])));
    else {
      const name = `Load ${session.index}-${++writeSerial}`;
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
  console.log(`Starting the production servers with the demo simulator on 127.0.0.1:${port}, database ${database} ...`);
  await servers.ready(240_000);
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

  const written = new Map<number, string[]>();
  const warmup: Outcome[] = [];
  if (WARMUP_SECONDS) {
    console.log(`${sessions.length} users signed in; warming up for ${WARMUP_SECONDS} s ...`);
    const warmupEnds = Date.now() + WARMUP_SECONDS * 1000;
    await Promise.all(sessions.map((s) => user(s, warmupEnds, warmup, written)));
  }
  console.log(`${sessions.length} users signed in; running for ${SECONDS} s ...`);
  const outcomes: Outcome[] = [];
  const loadBefore = loadavg()[0]!;
  const cpuBefore = runCpu();
  const started = Date.now();
  await Promise.all(sessions.map((s) => user(s, started + SECONDS * 1000, outcomes, written)));
  const elapsed = (Date.now() - started) / 1000;
  const loadAfter = loadavg()[0]!;
  const cpuAfter = runCpu();

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

  const errors = [...warmup, ...outcomes].filter((o) => !o.ok);
  const reads = outcomes.filter((o) => o.kind !== "write");
  const all = spread(reads.map((o) => o.ms));
  const writes = spread(outcomes.filter((o) => o.kind === "write").map((o) => o.ms));
  console.log("");
  console.log(`database       ${database}`);
  console.log(
    `machine        ${cpus().length} cores, load average ${loadBefore.toFixed(2)} before the run, ${loadAfter.toFixed(2)} at its end`,
  );
  console.log(`requests       ${outcomes.length} in ${elapsed.toFixed(0)} s (${(outcomes.length / elapsed).toFixed(0)}/s), ${USERS} users`);
  console.log(
    `pause          ${THINK_MS ? `${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms between a user's requests (LOAD_THINK_MS=${THINK_MS})` : "none: each user's next request goes as soon as the last is answered"}`,
  );
  if (WARMUP_SECONDS) {
    const warmReads = spread(warmup.filter((o) => o.kind !== "write").map((o) => o.ms));
    console.log(
      `warm-up        the first ${WARMUP_SECONDS} s after start, before the figures below: ${warmup.length} requests, ` +
        `${warmup.filter((o) => !o.ok).length} errors, reads ${spreadLine(warmReads)}`,
    );
  }
  console.log(`errors         ${errors.length}${WARMUP_SECONDS ? " (warm-up included)" : ""}`);
  for (const e of errors.slice(0, 10)) console.log(`  ${e.kind} answered ${e.status || "nothing"} after ${Math.round(e.ms)} ms`);
  console.log(`reads          ${spreadLine(all)}`);
  for (const kind of ["page", "sheet", "dashboard", "collection"]) {
    console.log(`  ${kind.padEnd(12)} ${spreadLine(spread(reads.filter((o) => o.kind === kind).map((o) => o.ms)))}`);
  }
  console.log(`writes         ${spreadLine(writes)}`);
  console.log(
    `  verified     ${present + missing} confirmed${WARMUP_SECONDS ? " (warm-up included)" : ""}, ${present} present afterwards exactly once, ${missing} missing`,
  );
  const perRequest = [...cpuAfter].map(([name, s]) => [name, ((s - (cpuBefore.get(name) ?? 0)) * 1000) / outcomes.length] as const);
  const cpuTotal = perRequest.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `CPU            per request: ${perRequest.map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`).join(", ")}; ${cpuTotal.toFixed(1)} ms in all`,
  );
  // Little's law: with no pause the mean answer cannot beat users / (cores / CPU per request), whatever the code does.
  const ceiling = (cpus().length * 1000) / cpuTotal;
  const rate = outcomes.length / elapsed;
  console.log(
    `ceiling        ${cpus().length} cores / ${cpuTotal.toFixed(1)} ms = ${ceiling.toFixed(0)} requests/s at most; ` +
      `the run went at ${rate.toFixed(0)}/s (${Math.round((rate / ceiling) * 100)}% of it)` +
      (THINK_MS
        ? ""
        : `; ${USERS} users with no pause wait ${((USERS / ceiling) * 1000).toFixed(0)} ms on average at the least (Little's law)`),
  );
  console.log(`read p95 target ${READ_P95_TARGET_MS} ms: ${all.p95 <= READ_P95_TARGET_MS ? "met" : "not met"}`);
  exitCode = errors.length === 0 && missing === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  servers.stop();
}
process.exit(exitCode);
