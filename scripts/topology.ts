/**
 * `npm run topology`: the production build scaled out on one PostgreSQL database, started with
 * the very commands the image runs (docs/deploy.md): `node dist/migrate.mjs` once, two
 * `node dist/api.mjs` (SYNC_ROLE=api), two `node dist/worker.mjs` and two `next start`, each web
 * app on an API of its own, the simulator standing in for the platforms. 200 users sign up, add
 * handles and read and write through both web apps for TOPOLOGY_SECONDS (120 by default), while
 * one API and one worker are killed. Prints a table of the checks; exits 1 on any failure.
 *
 * The database is a throwaway one created on the server DATABASE_URL names (else
 * 127.0.0.1:5432, user postgres) and dropped at the end. Every process runs in a process group of
 * its own and is stopped at the end, on Ctrl-C and past a hard time limit.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { call, check, printTable, sleep, step, until } from "./faults-steps";
import { freePort, signIn, spread, spreadLine, timed, waitFor, type Outcome, type Session } from "./load-client";

const root = path.resolve(import.meta.dirname, "..");
const SECONDS = Math.min(600, Math.max(20, Number(process.env.TOPOLOGY_SECONDS ?? 120)));
const USERS = Math.min(200, Math.max(2, Number(process.env.TOPOLOGY_USERS ?? 200)));
/**
 * The simulator's limit per platform, and the spacing the APIs and workers keep: a margin under the
 * limit, as a deployment keeps under a platform's, because the simulator stamps a call when its one
 * thread gets to it, and a large answer it is still writing delays the stamp of the next.
 */
const SPACING_MS = 200;
const APP_SPACING_MS = 300;
/** The simulator's own tolerance (simulator/server.ts): a call arriving sooner than this is refused. */
const SPACING_TOLERANCE_MS = 100;
/** server/sync/scheduler.ts's SYNC_LEASE_MS and server/env.ts's SYNC_TICK_MS default. */
const LEASE_MS = 30_000;
const TICK_MS = 2000;
/** After a dead worker's lease runs out, the survivor claims its jobs at its next tick, which may first finish the batch it runs. */
const PICKUP_SLACK_MS = 5 * TICK_MS;
const COHERENT_WITHIN_MS = 5000;
const HARD_STOP_MS = (SECONDS + 480) * 1000;
/** Each user's pause between requests, drawn from 1.5 to 4.5 s: 200 people reading pages, not a closed loop. */
const think = () => sleep(1500 + Math.random() * 3000);

for (const built of [".next/BUILD_ID", "dist/api.mjs", "dist/worker.mjs", "dist/migrate.mjs", "dist/simulator.mjs"]) {
  if (!existsSync(path.join(root, built))) {
    console.error(`npm run topology needs the production build (${built} is missing): run \`npm run build\` first.`);
    process.exit(1);
  }
}

// The run's own database on the server the environment names, never the database itself.
const serverUrl = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const dbName = `algoladder_topology_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
const adminUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = "/postgres";
  return u.toString();
})();
const dbUrl = (app: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  u.searchParams.set("application_name", app);
  return u.toString();
};

const logDir = mkdtempSync(path.join(tmpdir(), "algo-ladder-topology-"));
type Proc = { name: string; child: ChildProcess; log: string };
const procs: Proc[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const log = path.join(logDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const proc = { name, child, log };
  procs.push(proc);
  return proc;
}

/** The tail of a process's log, for a failure's message. */
const tail = (proc: Proc) => (existsSync(proc.log) ? readFileSync(proc.log, "utf8").trim().split("\n").slice(-5).join(" | ") : "");

function signalGroup(proc: Proc, signal: NodeJS.Signals) {
  try {
    if (proc.child.pid && proc.child.exitCode === null && proc.child.signalCode === null) process.kill(-proc.child.pid, signal);
  } catch {
    // Already gone.
  }
}

let stopping: Promise<void> | undefined;
/**
 * Stops every process group (SIGTERM, then SIGKILL after 5 s), drops the database, removes the
 * logs unless asked to keep them; once, and every caller waits for that one stop to end.
 */
function stopAll(keepLogs: boolean): Promise<void> {
  stopping ??= stopEverything(keepLogs);
  return stopping;
}
async function stopEverything(keepLogs: boolean) {
  for (const proc of procs) signalGroup(proc, "SIGTERM");
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && procs.some((p) => p.child.exitCode === null && p.child.signalCode === null)) await sleep(100);
  for (const proc of procs) signalGroup(proc, "SIGKILL");
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
  } catch (error) {
    console.error(`Could not drop the database ${dbName}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  if (keepLogs) console.log(`The processes' logs are in ${logDir}`);
  else rmSync(logDir, { recursive: true, force: true });
}

const hardStop = setTimeout(() => {
  console.error(`The topology run took longer than ${HARD_STOP_MS / 1000} s; stopping.`);
  void stopAll(true).finally(() => process.exit(1));
}, HARD_STOP_MS);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stopAll(false).finally(() => process.exit(130)));
}

const secrets = {
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64url"),
  INTERNAL_API_SECRET: process.env.INTERNAL_API_SECRET ?? randomBytes(32).toString("base64url"),
};
const [simPort, api1Port, api2Port, web1Port, web2Port] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
const sim = `http://127.0.0.1:${simPort}`;
const webs: readonly [string, string] = [`http://127.0.0.1:${web1Port}`, `http://127.0.0.1:${web2Port}`];
const site = webs[0];
const apis = [`http://127.0.0.1:${api1Port}`, `http://127.0.0.1:${api2Port}`] as const;
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const backendEnv = (app: string): NodeJS.ProcessEnv => ({
  ...inherited,
  NODE_ENV: "production",
  DATABASE_URL: dbUrl(app),
  INTERNAL_API_SECRET: secrets.INTERNAL_API_SECRET,
  APP_URL: webs[0],
  LOG_LEVEL: "warn",
  DATA_DIR: path.join(logDir, "data"),
  CODEFORCES_API_URL: `${sim}/codeforces/api`,
  LEETCODE_GRAPHQL_URL: `${sim}/leetcode/graphql`,
  CODECHEF_URL: `${sim}/codechef`,
  CODEFORCES_MIN_INTERVAL_MS: String(APP_SPACING_MS),
  LEETCODE_MIN_INTERVAL_MS: String(APP_SPACING_MS),
  CODECHEF_MIN_INTERVAL_MS: String(APP_SPACING_MS),
  // Every user of the run signs up and in from one address; the limits have their own tests.
  RATE_LIMIT_SIGNUP_PER_HOUR: "100000",
  RATE_LIMIT_SIGNIN_FAILURES: "100000",
});
const node = (script: string): [string, string[]] => [process.execPath, ["--enable-source-maps", script]];
const startApi = (i: 0 | 1) =>
  start(`api${i + 1}`, ...node("dist/api.mjs"), {
    ...backendEnv(`api${i + 1}`),
    SYNC_ROLE: "api",
    API_PORT: String(i === 0 ? api1Port : api2Port),
  });
const startWorker = (i: number) => start(`worker${i}`, ...node("dist/worker.mjs"), backendEnv(`worker${i}`));

/** Every change of a job's lease and every finished job, written by the database itself (see the trigger below). */
type JobEvent = {
  at: Date;
  op: string;
  key: string;
  old_owner: string | null;
  new_owner: string | null;
  lease_until: Date | null;
  app: string;
};
const TRIGGER_SQL = `
  create table topology_job_events (
    id bigserial primary key, at timestamptz not null default clock_timestamp(), op text not null, key text not null,
    due_at timestamptz, old_owner text, new_owner text, lease_until timestamptz, app text not null default current_setting('application_name'));
  create function topology_job_event() returns trigger language plpgsql as $$
  begin
    if tg_op = 'DELETE' then
      insert into topology_job_events (op, key, due_at, old_owner) values ('finish', old.key, old.due_at, old.lease_owner);
      return old;
    end if;
    if new.lease_owner is distinct from old.lease_owner or new.lease_until is distinct from old.lease_until then
      insert into topology_job_events (op, key, due_at, old_owner, new_owner, lease_until)
      values (case when new.lease_owner is null then 'release' when new.lease_owner is distinct from old.lease_owner then 'claim' else 'renew' end,
        new.key, new.due_at, old.lease_owner, new.lease_owner, new.lease_until);
    end if;
    return new;
  end $$;
  create trigger topology_job_events after update or delete on sync_jobs for each row execute function topology_job_event();`;

const pool = new pg.Pool({ connectionString: dbUrl("topology"), max: 3 });
const sql = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await pool.query<T>(text, values)).rows;

type SimCall = { platform: string; at: string; path: string; query: string; body?: string; status: number };
const simJson = async <T>(p: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${sim}/__sim${p}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  check(res.ok, `the simulator answered ${res.status} to ${p}`);
  return (await res.json()) as T;
};

type Write = { user: number; kind: "stumble" | "concept"; name: string; via: number };
const tz = encodeURIComponent("Asia/Kolkata");
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
let serial = 0;

/** One user's loop until the deadline, each request through either web app: reads of every kind, and writes of notes and Tricky Problems. */
async function user(session: Session, deadline: number, outcomes: (Outcome & { at: number; via: number })[], writes: Write[]) {
  while (Date.now() < deadline) {
    await think();
    if (Date.now() >= deadline) break;
    const via = Math.random() < 0.5 ? 0 : 1;
    const web = webs[via];
    const roll = Math.random();
    const at = Date.now();
    const record = (o: Outcome) => outcomes.push({ ...o, at, via });
    if (roll < 0.25) record(await timed(web, session, "dashboard", `/api/fetch/dashboard?tz=${tz}`));
    else if (roll < 0.45) record(await timed(web, session, "sheet", "/api/fetch/smartsheet"));
    else if (roll < 0.55) record(await timed(web, session, "train", "/api/train/weakness"));
    else if (roll < 0.65) record(await timed(web, session, "collection", pick(["/api/saved/stumbles/get", "/api/saved/concepts/get"])));
    else if (roll < 0.7) record(await timed(web, session, "page", pick(["/dashboard", "/smartsheet", "/stumbles"])));
    else if (roll < 0.85) {
      const name = `Topology ${session.index}-${++serial}`;
      const res = await timed(
        web,
        session,
        "write",
        "/api/saved/stumbles/add",
        {
          name,
          summary: "Written by the topology run",
          platform: "codeforces",
          url: "https://codeforces.com/problemset/problem/4/A",
        },
        site,
      );
      record(res);
      if (res.ok) writes.push({ user: session.index, kind: "stumble", name, via });
    } else {
      const name = `Topology note ${session.index}-${++serial}`;
      const res = await timed(
        web,
        session,
        "write",
        "/api/saved/concepts/add",
        {
          title: name,
          description: "Written by the topology run",
        },
        site,
      );
      record(res);
      if (res.ok) writes.push({ user: session.index, kind: "concept", name, via });
    }
  }
}

/** The names a user's lists hold, read through one web app. */
async function heldNames(web: string, session: Session): Promise<{ stumbles: string[]; concepts: string[] }> {
  const s = await call(web, session.cookie, "/api/saved/stumbles/get");
  const c = await call(web, session.cookie, "/api/saved/concepts/get");
  check(s.status === 200 && c.status === 200, `reading a user's lists through ${web} answered ${s.status}/${c.status}`);
  return {
    stumbles: ((JSON.parse(s.body) as { allStumbles?: { name: string }[] }).allStumbles ?? []).map((x) => x.name),
    concepts: ((JSON.parse(c.body) as { allConcepts?: { title: string }[] }).allConcepts ?? []).map((x) => x.title),
  };
}

let passed = false;
const PLATFORM_ORDER = ["codeforces", "leetcode", "codechef"] as const;
/** A step the rest stands on: when it fails, the run stops there. */
async function setup(name: string, run: () => Promise<string>) {
  if (!(await step(name, run))) throw new Error(`${name}: failed, so the run stops here`);
}
try {
  const admin = new pg.Client({ connectionString: adminUrl });
  await setup("fresh database, simulator, migrate once", async () => {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    start("simulator", ...node("dist/simulator.mjs"), {
      ...inherited,
      SIM_PORT: String(simPort),
      SIM_SPACING_MS: String(SPACING_MS),
      SIM_QUIRKS: "0",
      // 12 programmers per platform: 200 users share 36 accounts, whose first syncs end in a minute or two.
      SIM_USERS: "12",
    });
    await waitFor(`${sim}/__sim/handles`, 30_000);
    const migrate = start("migrate", ...node("dist/migrate.mjs"), backendEnv("migrate"));
    const code = await new Promise<number | null>((resolve) => migrate.child.once("exit", (c) => resolve(c)));
    check(code === 0, `node dist/migrate.mjs exited ${code}: ${tail(migrate)}`);
    await pool.query(TRIGGER_SQL);
    const [{ n } = { n: "?" }] = await sql<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return `database ${dbName} on ${serverUrl.host}; migrate exited 0, ${n} tables`;
  });

  await setup("2 APIs, 2 workers, 2 web apps up", async () => {
    startApi(0);
    startApi(1);
    startWorker(1);
    startWorker(2);
    const next = path.join(root, "node_modules/.bin/next");
    webs.forEach((web, i) =>
      start(`web${i + 1}`, next, ["start", "-p", String(i === 0 ? web1Port : web2Port), "-H", "127.0.0.1"], {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        API_URL: apis[i],
        // One public address for both, as behind a balancer: the session cookie and the Origin are the site's, not an instance's.
        NEXTAUTH_URL: site,
        TRUSTED_PROXY_HOPS: "0",
        NEXT_TELEMETRY_DISABLED: "1",
        ...secrets,
      }),
    );
    const started = Date.now();
    await Promise.all([...apis.map((a) => waitFor(`${a}/readyz`, 90_000)), ...webs.map((w) => waitFor(`${w}/login`, 120_000))]);
    const down = procs.filter((p) => p.name !== "migrate" && p.child.exitCode !== null);
    check(!down.length, `exited: ${down.map((p) => `${p.name} (${tail(p)})`).join("; ")}`);
    return `api ${apis.join(", ")}; web ${webs.join(" -> api1, ")} -> api2; ready in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  });

  const handles = await simJson<Record<string, string[]>>("/handles");
  const runId = Date.now().toString(36);
  const sessions: Session[] = [];
  await setup(`${USERS} users sign up and add handles`, async () => {
    const started = Date.now();
    let retried = 0;
    const made: (Session | undefined)[] = Array.from({ length: USERS }, () => undefined);
    let next = 0;
    // 10 people at a time, each going on to the next as soon as done: hashing passwords and confirming handles overlap.
    const runner = async () => {
      for (let index = next++; index < USERS; index = next++) made[index] = await signUp(index);
    };
    const signUp = async (index: number): Promise<Session> => {
      const web = webs[index % 2]!;
      const email = `topology.${runId}.${index}@example.com`;
      const signup = await fetch(`${web}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: site },
        body: JSON.stringify({
          fullName: `Topology User ${index}`,
          userName: `topo_${runId}_${index}`,
          email,
          password: "topology-password",
        }),
      });
      check(signup.status === 200 || signup.status === 201, `sign-up ${index} answered ${signup.status}`);
      const session: Session = { index, email, cookie: await signIn(web, email, "topology-password", site) };
      // One platform each, in turn (user 0 on Codeforces): every handle saved is confirmed with the platform, at its spacing.
      const platform = PLATFORM_ORDER[index % 3]!;
      const body = { [platform]: handles[platform]![Math.floor(index / 3) % handles[platform]!.length]! };
      // A platform too busy to confirm a handle in time answers 503 (504 from the web app) and saves nothing; the user tries again.
      let res = await call(web, session.cookie, "/api/profile/updateHandles", body, site);
      for (let attempt = 1; (res.status === 503 || res.status === 504) && attempt <= 3; attempt += 1) {
        retried += 1;
        await sleep(5000);
        res = await call(web, session.cookie, "/api/profile/updateHandles", body, site);
      }
      check(res.status === 200, `adding handles for user ${index} answered ${res.status}: ${res.body.slice(0, 200)}`);
      return session;
    };
    await Promise.all(Array.from({ length: 10 }, runner));
    sessions.push(...made.filter((m): m is Session => m !== undefined));
    const [{ n } = { n: "?" }] = await sql<{ n: string }>("select count(*) as n from platform_accounts");
    return `${sessions.length} users (half through each web app), ${n} platform accounts, ${retried} handle saves tried again after a 503/504, in ${((Date.now() - started) / 1000).toFixed(0)} s`;
  });

  await setup("first syncs of every account done", async () => {
    const started = Date.now();
    // The timed part starts from the steady state: a kill during the first syncs' backlog measures the backlog, not the lease.
    await until(
      "the first syncs",
      300_000,
      async () => {
        const [row] = await sql<{ n: string }>("select count(*) as n from sync_jobs where reason = 'first'");
        return Number(row?.n) === 0 ? true : undefined;
      },
      1000,
    );
    const [row] = await sql<{ ok: string; all: string }>(
      "select count(*) filter (where status = 'ok') as ok, count(*) as all from platform_accounts",
    );
    return `${row?.ok} of ${row?.all} accounts ok, ${((Date.now() - started) / 1000).toFixed(0)} s after the last handle was added`;
  });

  await step("1. session and writes across web apps", async () => {
    const s = sessions[0]!;
    const session = await call(webs[1], s.cookie, "/api/auth/session");
    check(
      session.status === 200,
      `web 2's session read answered ${session.status} ${session.location ?? ""} ${session.body.slice(0, 100)}`,
    );
    const email = (JSON.parse(session.body) as { user?: { email?: string } }).user?.email;
    check(email === s.email, `the session made on web 1 shows ${email ?? "no user"} on web 2`);
    const names = [`Across ${runId} 1`, `Across ${runId} 2`];
    for (const [i, name] of names.entries()) {
      const res = await call(webs[i]!, s.cookie, "/api/saved/stumbles/add", { name, summary: "across", platform: "other" }, site);
      check(res.status === 200 || res.status === 201, `a write through web ${i + 1} answered ${res.status}`);
      const other = await heldNames(webs[1 - i]!, s);
      check(other.stumbles.includes(name), `a write through web ${i + 1} is missing through web ${2 - i}`);
    }
    return "session from web 1 valid on web 2; a write through each read back through the other";
  });

  // The run proper: users on both web apps, one API and one worker killed a third of the way in.
  const outcomes: (Outcome & { at: number; via: number })[] = [];
  const writes: Write[] = [];
  const runStarted = Date.now();
  const deadline = runStarted + SECONDS * 1000;
  const load = Promise.all(sessions.map((s) => user(s, deadline, outcomes, writes)));
  const apiDown = { from: 0, to: 0 };
  let killed: { at: number; owner: string | null; keys: string[]; leaseEnd: number } = { at: 0, owner: null, keys: [], leaseEnd: 0 };

  const coherence = step("4. a new submission shows through both APIs", async () => {
    const s = sessions[0]!;
    const handle = handles.codeforces![0]!;
    await until(
      "user 0's Codeforces account synced",
      240_000,
      async () => {
        const [row] = await sql<{ status: string }>(
          "select status from platform_accounts where platform = 'codeforces' and handle_key = $1",
          [handle.toLowerCase()],
        );
        return row?.status === "ok" ? true : undefined;
      },
      500,
    );
    const count = async (web: string) => {
      const res = await call(web, s.cookie, `/api/fetch/dashboard?tz=${tz}`);
      check(res.status === 200, `the dashboard through ${web} answered ${res.status}`);
      const cf = (
        JSON.parse(res.body) as {
          fullData: { platforms: { platform: string; account: { lastSyncedAt: string | null } }[]; totals: { submissions: number } };
        }
      ).fullData;
      return cf.totals.submissions;
    };
    const before = await until("the dashboard before the submission", 60_000, () => count(webs[0]), 1000);
    const submittedAt = new Date();
    await simJson("/submit", { platform: "codeforces", handle, verdict: "rejected" });
    await until(
      "Sync now accepted",
      120_000,
      async () => ((await call(webs[0], s.cookie, "/api/profile/sync", {}, site)).status === 200 ? true : undefined),
      2000,
    );
    const pressedAt = Date.now();
    const [{ id: accountId } = { id: "" }] = await sql<{ id: string }>(
      "select id from platform_accounts where platform = 'codeforces' and handle_key = $1",
      [handle.toLowerCase()],
    );
    const syncedAt = await until(
      "the account synced after the submission",
      120_000,
      async () => {
        const [row] = await sql<{ at: Date | null }>(
          "select last_synced_at as at from platform_accounts where platform = 'codeforces' and handle_key = $1 and last_synced_at > $2",
          [handle.toLowerCase(), submittedAt],
        );
        return row?.at ?? undefined;
      },
      100,
    );
    const seen: number[] = [];
    for (const web of webs) {
      await until(`the submission through ${web}`, 30_000, async () => ((await count(web)) > before ? true : undefined), 100);
      seen.push(Date.now() - syncedAt.getTime());
    }
    const worst = Math.max(...seen);
    check(worst <= COHERENT_WITHIN_MS, `shown ${seen.map((ms) => `${ms} ms`).join(" and ")} after the sync, over ${COHERENT_WITHIN_MS} ms`);
    // How the account's job went from the press to the sync, from the database's own record.
    const trail = await sql<{ at: Date; op: string; app: string }>(
      "select at, op, app from topology_job_events where key = $1 and at between $2 and $3 order by id",
      [`account:${accountId}`, new Date(pressedAt - 1000), syncedAt],
    );
    const path = trail.map((e) => `${e.op} ${e.app} +${((e.at.getTime() - pressedAt) / 1000).toFixed(1)} s`).join(", ");
    return `synced ${((syncedAt.getTime() - pressedAt) / 1000).toFixed(1)} s after Sync now (${path || "no job events"}); shown through web 1 / API 1 ${seen[0]} ms and web 2 / API 2 ${seen[1]} ms after the sync`;
  });

  const kills = (async () => {
    await sleep(SECONDS * 333);
    // A worker killed while it holds a job: its claim has to wait out the lease.
    const workerOwner = async () => {
      const rows = await sql<{ owner: string; key: string; until: Date }>(
        `select s.lease_owner as owner, s.key, s.lease_until as until from sync_jobs s
         where s.lease_until > now() and exists (select 1 from topology_job_events e where e.new_owner = s.lease_owner and e.app = 'worker1')`,
      );
      return rows.length ? rows : undefined;
    };
    // Users press Sync now (through web 2), so there is work to hold; the kill comes as worker 1 holds some.
    await Promise.all(sessions.slice(1, 31).map((s) => call(webs[1], s.cookie, "/api/profile/sync", {}, site).catch(() => undefined)));
    const held = await until("worker 1 holding a job", 20_000, workerOwner, 50).catch(() => []);
    const worker1 = procs.find((p) => p.name === "worker1")!;
    signalGroup(worker1, "SIGKILL");
    // The lease ends where the last heartbeat put it: up to one lease after the kill.
    killed = {
      at: Date.now(),
      owner: held[0]?.owner ?? null,
      keys: held.map((r) => r.key),
      leaseEnd: Math.max(0, ...held.map((r) => r.until.getTime())),
    };
    const api1 = procs.find((p) => p.name === "api1")!;
    signalGroup(api1, "SIGKILL");
    apiDown.from = Date.now();
    await sleep(3000);
    // The host starts the killed API again, as a container host or supervisor does.
    startApi(0);
    await waitFor(`${apis[0]}/readyz`, 60_000);
    apiDown.to = Date.now();
  })();

  await step(`${USERS} users for ${SECONDS} s on both web apps`, async () => {
    await Promise.all([load, kills]);
    const elapsed = (Date.now() - runStarted) / 1000;
    // A request through web 1 in flight at the kill (15 s timeout) or on a pooled socket to the old process fails with it.
    const duringOutage = (o: { at: number; via: number }) => o.via === 0 && o.at >= apiDown.from - 15_000 && o.at <= apiDown.to + 5000;
    const errors = outcomes.filter((o) => !o.ok);
    const outside = errors.filter((o) => !duringOutage(o));
    const reads = spread(outcomes.filter((o) => o.kind !== "write").map((o) => o.ms));
    const w = spread(outcomes.filter((o) => o.kind === "write").map((o) => o.ms));
    check(
      !outside.length,
      `${outside.length} errors outside API 1's outage: ${outside
        .slice(0, 5)
        .map((o) => `${o.kind} via web ${o.via + 1} ${o.status}`)
        .join(", ")}`,
    );
    return (
      `${outcomes.length} requests in ${elapsed.toFixed(0)} s (${(outcomes.length / elapsed).toFixed(0)}/s); reads ${spreadLine(reads)}; writes ${spreadLine(w)}; ` +
      `${errors.length} errors, all through web 1 while API 1 was down; load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`
    );
  });
  await coherence;

  await step("5. API and worker killed: jobs picked up in one lease", async () => {
    check(apiDown.to > 0, "the killed API did not come back");
    const outage = `API 1 SIGKILLed, back (restarted) after ${((apiDown.to - apiDown.from) / 1000).toFixed(1)} s`;
    if (!killed.owner) return `${outage}; worker 1 SIGKILLed holding no job (none claimed within 20 s), nothing to pick up`;
    const picked = await until(
      "worker 1's jobs claimed by another process",
      LEASE_MS + 30_000,
      async () => {
        const rows = await sql<{ key: string; at: Date }>(
          `select key, min(at) as at from topology_job_events
           where op = 'claim' and key = any($1) and new_owner <> $2 and at > $3 group by key`,
          [killed.keys, killed.owner, new Date(killed.at)],
        );
        // A job finished meanwhile by no one else cannot be: the dead worker holds it until its lease ends.
        return rows.length === killed.keys.length ? rows : undefined;
      },
      500,
    );
    const waits = picked.map((r) => r.at.getTime() - killed.at);
    const afterLease = Math.max(...picked.map((r) => r.at.getTime())) - killed.leaseEnd;
    const worst = Math.max(...waits);
    check(
      worst <= LEASE_MS + PICKUP_SLACK_MS,
      `a job of the killed worker waited ${worst} ms, over one lease (${LEASE_MS} ms) and ${PICKUP_SLACK_MS} ms`,
    );
    return (
      `${outage}; worker 1 SIGKILLed holding ${killed.keys.length} job(s), picked up by worker 2 after ` +
      `${waits.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")} (its lease, ${LEASE_MS / 1000} s from the last heartbeat, ran out ` +
      `${((killed.leaseEnd - killed.at) / 1000).toFixed(1)} s after the kill; claimed ${(afterLease / 1000).toFixed(1)} s after that)`
    );
  });

  await step("5. no confirmed write lost, nothing doubled", async () => {
    let present = 0;
    const problems: string[] = [];
    for (const session of sessions) {
      const mine = writes.filter((w) => w.user === session.index);
      if (!mine.length) continue;
      // Read through both web apps, so each write is read back through the other API than it went to as well.
      for (const web of webs) {
        const held = await heldNames(web, session);
        for (const w of mine) {
          const n = (w.kind === "stumble" ? held.stumbles : held.concepts).filter((x) => x === w.name).length;
          if (n === 1) present += 1;
          else problems.push(`${w.kind} "${w.name}" held ${n} times through ${web}`);
        }
      }
    }
    const [dups] = await sql<{ submissions: string; stumbles: string; concepts: string; accounts: string }>(`
      select (select count(*) from (select 1 from submissions group by account_id, external_id having count(*) > 1) d) as submissions,
        (select count(*) from (select 1 from stumbles group by user_id, name having count(*) > 1) d) as stumbles,
        (select count(*) from (select 1 from concepts group by user_id, title having count(*) > 1) d) as concepts,
        (select count(*) from (select 1 from platform_accounts group by platform, handle_key having count(*) > 1) d) as accounts`);
    const doubled = Object.entries(dups!).filter(([, n]) => Number(n) > 0);
    check(!problems.length, `${problems.length} problems: ${problems.slice(0, 3).join("; ")}`);
    check(!doubled.length, `doubled rows: ${doubled.map(([t, n]) => `${n} in ${t}`).join(", ")}`);
    const [{ n } = { n: "?" }] = await sql<{ n: string }>("select count(*) as n from submissions");
    return `${writes.length} confirmed writes, each read back exactly once through both web apps (${present} reads); 0 doubled submissions (${n} stored), Tricky Problems, notes or accounts`;
  });

  await step("2. each due job synced once, never by two at once", async () => {
    const events = await sql<JobEvent>("select at, op, key, old_owner, new_owner, lease_until, app from topology_job_events order by id");
    const holder = new Map<string, { owner: string; until: number; app: string }>();
    let claims = 0;
    let finished = 0;
    let takenOver = 0;
    const overlaps: string[] = [];
    const byApp = new Map<string, number>();
    for (const e of events) {
      const current = holder.get(e.key);
      if (e.op === "claim") {
        claims += 1;
        byApp.set(e.app, (byApp.get(e.app) ?? 0) + 1);
        if (current && current.until > e.at.getTime()) overlaps.push(`${e.key} claimed by ${e.app} while ${current.app} held it`);
        if (current) takenOver += 1;
        holder.set(e.key, { owner: e.new_owner!, until: e.lease_until!.getTime(), app: e.app });
      } else if (e.op === "renew" && current) current.until = e.lease_until!.getTime();
      else if (e.op === "release" || e.op === "finish") {
        if (e.op === "finish") finished += 1;
        holder.delete(e.key);
      }
    }
    const apiClaims = [...byApp].filter(([app]) => app.startsWith("api"));
    check(!overlaps.length, `${overlaps.length} overlapping claims: ${overlaps.slice(0, 3).join("; ")}`);
    check(!apiClaims.length, `the APIs (SYNC_ROLE=api) claimed jobs: ${apiClaims.map(([a, n]) => `${a} ${n}`).join(", ")}`);
    return `${claims} claims (${[...byApp].map(([a, n]) => `${a} ${n}`).join(", ")}), ${finished} finished, ${takenOver} taken over after an expired lease, 0 overlapping`;
  });

  await step("3. each platform's spacing kept across processes", async () => {
    const calls = await simJson<SimCall[]>("/calls");
    const parts: string[] = [];
    const tooClose: string[] = [];
    let refused = 0;
    for (const platform of ["codeforces", "leetcode", "codechef"]) {
      const mine = calls.filter((c) => c.platform === platform).map((c) => ({ ...c, t: Date.parse(c.at) }));
      let min = Infinity;
      let underApp = 0;
      for (let i = 1; i < mine.length; i += 1) {
        const gap = mine[i]!.t - mine[i - 1]!.t;
        min = Math.min(min, gap);
        if (gap < APP_SPACING_MS) underApp += 1;
        if (gap < SPACING_MS - SPACING_TOLERANCE_MS) tooClose.push(`${platform} ${gap} ms apart at ${mine[i]!.at}`);
      }
      // A 429 on a call that kept the spacing is CodeChef's own refusal of deep history pages (simulator/codechef.ts), not the limiter.
      const limited = mine.filter((c) => c.status === 429).length;
      refused += limited;
      parts.push(
        `${platform} ${mine.length} calls, closest ${min === Infinity ? "-" : `${min} ms`}, ${underApp} under ${APP_SPACING_MS} ms` +
          (limited ? `, ${limited} deep-page 429s` : ""),
      );
    }
    check(calls.length > 0, "the simulator saw no platform call");
    check(
      !tooClose.length,
      `${tooClose.length} calls closer than ${SPACING_MS - SPACING_TOLERANCE_MS} ms: ${tooClose.slice(0, 3).join("; ")}`,
    );
    return (
      `processes space ${APP_SPACING_MS} ms, the simulator allows ${SPACING_MS} - ${SPACING_TOLERANCE_MS} ms: ${parts.join("; ")}; ` +
      `none under ${SPACING_MS - SPACING_TOLERANCE_MS} ms${refused ? "" : ", no 429"}`
    );
  });
  passed = printTable();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  printTable();
} finally {
  clearTimeout(hardStop);
  await pool.end().catch(() => undefined);
  await stopAll(!passed);
}
process.exit(passed ? 0 : 1);
