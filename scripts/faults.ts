// `npm run faults` (docs/commands.md); the API is killed last, as sync jobs it had claimed wait out their 5 min lease.
import { execFileSync } from "node:child_process";
import pg from "pg";
import { requireBuild, startDemoServers } from "./demo-servers";
import { startCluster, type Cluster } from "./faults-postgres";
import { call, check, printTable, Skip, sleep, step, until } from "./faults-steps";
import { freePort, signIn } from "./load-client";

const HARD_STOP_MS = 15 * 60_000;
/** lib/auth/session-check.ts's SESSION_RECHECK_MS (that module is server-only). */
const SESSION_RECHECK_MS = 60_000;
requireBuild("npm run faults");

const pgPort = await freePort();
let cluster: Cluster | undefined;
try {
  cluster = startCluster(pgPort);
  if (!cluster) console.warn("No PostgreSQL binaries found (initdb, pg_ctl): running on PGlite and skipping the PostgreSQL restart.");
} catch (error) {
  console.error(`Could not start a throwaway PostgreSQL server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const servers = await startDemoServers({
  name: "faults",
  logLevel: "error",
  cluster,
  hardStop: { ms: HARD_STOP_MS, message: `The fault run took longer than ${HARD_STOP_MS / 60_000} min; stopping.` },
});
const { web, simPort } = servers;
const sim = `http://127.0.0.1:${simPort}/__sim`;

/** The API process of this run only: the supervisor's child in this run's process group. */
function apiPid(): number | undefined {
  try {
    const out = execFileSync("pgrep", ["-g", String(servers.pid), "-f", "dist/api.mjs"], { encoding: "utf8" });
    const pids = out.trim().split("\n").filter(Boolean).map(Number);
    return pids.length === 1 ? pids[0] : undefined;
  } catch {
    return undefined;
  }
}

type Account = { platform: string; handle: string; status: string; lastError: string | null };
let cookie = "";
let signedInAt = 0;
const get = (p: string) => call(web, cookie, p);
const post = (p: string, body: unknown = {}) => call(web, cookie, p, body);
const tz = encodeURIComponent("Asia/Kolkata");
const READS = ["/api/saved/stumbles/get", "/api/profile/sync-status", `/api/fetch/dashboard?tz=${tz}`];

async function readsWork(): Promise<true | undefined> {
  const answers = await Promise.all(READS.map((p) => get(p)));
  return answers.every((a) => a.status === 200) ? true : undefined;
}
async function sessionUser(): Promise<string | undefined> {
  const res = await get("/api/auth/session");
  return (JSON.parse(res.body) as { user?: { email?: string } }).user?.email;
}
async function codeforcesAccount(): Promise<Account> {
  const res = await get("/api/profile/sync-status");
  const accounts = (JSON.parse(res.body) as { accounts?: Account[] }).accounts ?? [];
  const account = accounts.find((a) => a.platform === "codeforces");
  check(account, `no Codeforces account on the demo profile (${res.status})`);
  return account;
}
/** "Sync now" is limited to once a minute: a 429 waits and asks again. */
async function syncNow(): Promise<void> {
  await until("a sync accepted", 150_000, async () => ((await post("/api/profile/sync")).status === 200 ? true : undefined), 5000);
}
async function simFault(body: unknown) {
  const res = await fetch(`${sim}/faults`, {
    method: body ? "POST" : "DELETE",
    headers: { "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  check(res.ok, `the simulator answered ${res.status} to a fault`);
}
/** Submissions stored for the demo's Codeforces account (its row, whatever its handle): all rows, and distinct. */
async function submissionCount(handle: string): Promise<{ rows: number; distinct: number; account: string }> {
  const client = new pg.Client({ connectionString: cluster!.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ rows: string; distinct: string; account: string }>(
      `select count(s.id) as rows, count(distinct s.external_id) as distinct,
         a.id || ' ' || a.handle || ' ' || a.status as account
       from platform_accounts a
       join user_handles h on h.account_id = a.id join users u on u.id = h.user_id
       left join submissions s on s.account_id = a.id
       where a.platform = 'codeforces' and u.email = 'demo@algoladder.dev' group by a.id`,
    );
    check(rows.length === 1, `the demo user has ${rows.length} Codeforces accounts (${handle})`);
    return { rows: Number(rows[0]!.rows), distinct: Number(rows[0]!.distinct), account: rows[0]!.account };
  } finally {
    await client.end();
  }
}
async function failsInWords(label: string, unlike?: string): Promise<string> {
  const account = await until(
    `the Codeforces account showing the ${label} in words`,
    180_000,
    async () => {
      const a = await codeforcesAccount();
      return a.status === "error" && a.lastError && a.lastError !== unlike ? a : undefined;
    },
    1000,
  );
  return `status ${account.status}: "${account.lastError}"`;
}

try {
  await step("start (demo, own PostgreSQL)", async () => {
    await servers.ready(240_000);
    return `web ${web}, ${cluster ? "PostgreSQL on 127.0.0.1:" + pgPort : "PGlite"}, API pid ${apiPid()}`;
  });
  await step("sign in, pages and reads", async () => {
    cookie = await signIn(web, "demo@algoladder.dev", "demo-password");
    signedInAt = Date.now();
    for (const page of ["/dashboard", "/profile", "/smartsheet"]) {
      const res = await get(page);
      check(res.status === 200, `${page} answered ${res.status}`);
    }
    check(await readsWork(), "a read failed");
    check((await sessionUser()) === "demo@algoladder.dev", "the session does not show the demo user");
    return `3 pages 200, ${READS.length} reads 200`;
  });

  let handle = "";
  let firstError = "";
  let before = { rows: 0, distinct: 0, account: "" };
  await step("Codeforces 503: account says so", async () => {
    const account = await until(
      "the demo's Codeforces account synced",
      180_000,
      async () => {
        const a = await codeforcesAccount();
        return a.status === "ok" ? a : undefined;
      },
      1000,
    );
    handle = account.handle;
    if (cluster) before = await submissionCount(handle);
    await simFault({ platform: "codeforces", kind: "http_503", handle });
    await syncNow();
    firstError = (await failsInWords("503")).replace(/^status error: "|"$/g, "");
    return `${handle}: ${firstError}`;
  });
  await step("Codeforces HTML challenge: account says so", async () => {
    check(handle, "no Codeforces account to fail");
    await simFault(null);
    await simFault({ platform: "codeforces", kind: "cloudflare_html", handle });
    await fetch(`${sim}/calls`, { method: "DELETE" });
    await syncNow();
    await until(
      "a Codeforces call answered with the challenge page",
      120_000,
      async () => {
        const calls = (await (await fetch(`${sim}/calls?platform=codeforces`)).json()) as Array<{ query: string; status: number }>;
        return calls.some((c) => c.query.includes(handle) && c.status !== 200) ? true : undefined;
      },
      1000,
    );
    // A new error in words, not the 503's still showing.
    return failsInWords("challenge page", firstError);
  });
  await step("fault cleared: account recovers, nothing doubled", async () => {
    check(handle, "no Codeforces account to recover");
    await simFault(null);
    const cleared = Date.now();
    await syncNow();
    const account = await until(
      "the account back to ok",
      240_000,
      async () => {
        const a = await codeforcesAccount();
        return a.status === "ok" ? a : undefined;
      },
      1000,
    );
    const recovered = `ok after ${((Date.now() - cleared) / 1000).toFixed(0)} s, lastError ${account.lastError ?? "none"}`;
    if (!cluster) return `${recovered}; submissions not counted (no SQL access on PGlite)`;
    const after = await submissionCount(handle);
    check(after.rows === after.distinct, `${after.rows - after.distinct} duplicate submissions`);
    check(after.rows >= before.rows, `submissions went from ${before.rows} (${before.account}) to ${after.rows} (${after.account})`);
    return `${recovered}; submissions ${before.rows} before, ${after.rows} after, 0 duplicates`;
  });
  await step("API killed: JSON 502/504, session kept, restarted", async () => {
    // Past the once-a-minute session recheck, the outage's session read really asks the API, which is down.
    await sleep(Math.max(0, signedInAt + SESSION_RECHECK_MS + 1000 - Date.now()));
    const before = apiPid();
    check(before, "the API process of this run was not found");
    const killedAt = Date.now();
    process.kill(before, "SIGKILL");
    const outage = await get("/api/saved/stumbles/get");
    check(outage.status === 502 || outage.status === 504, `a read during the outage answered ${outage.status}`);
    check(outage.type.includes("application/json"), `the outage answer is ${outage.type}, not JSON`);
    check((await sessionUser()) === "demo@algoladder.dev", "the session ended during the outage");
    const page = await get("/dashboard");
    check(!page.location?.includes("/login"), `a page during the outage sent the user to ${page.location}`);
    const back = await until("reads working again", 90_000, readsWork);
    const downFor = Date.now() - killedAt;
    const after = apiPid();
    check(back && after && after !== before, "the API did not come back as a new process");
    check((await sessionUser()) === "demo@algoladder.dev", "the session ended after the restart");
    return `outage read ${outage.status} JSON, session kept, page ${page.status}; reads back after ${(downFor / 1000).toFixed(1)} s (pid ${before} -> ${after})`;
  });

  await step("PostgreSQL restarted: API reconnects", async () => {
    if (!cluster) throw new Skip("no PostgreSQL binaries on this machine");
    const before = apiPid();
    const started = Date.now();
    cluster.restart();
    const restartMs = Date.now() - started;
    let failures = 0;
    await until("reads working after the PostgreSQL restart", 60_000, async () => {
      const ok = await readsWork();
      if (!ok) failures += 1;
      return ok;
    });
    const after = apiPid();
    check(after === before, `the API process changed (${before} -> ${after})`);
    return `pg_ctl restart ${(restartMs / 1000).toFixed(1)} s; reads ok after ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures} failed rounds; API pid ${after} unchanged`;
  });
} finally {
  servers.stop();
}
const passed = printTable();
await sleep(100);
process.exit(passed ? 0 : 1);
