// `npm run bench` (docs/benchmarks.md); the quality bar is BFF overhead under 5 ms at p50.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const only = new Set((process.env.BENCH_ONLY ?? "").split(",").filter(Boolean));
const runs = (part: string) => only.size === 0 || only.has(part);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4300);
const web = `http://localhost:${PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

async function latency() {
  // scripts/start.ts builds on first run.
  const dataDir = mkdtempSync(path.join(tmpdir(), "algo-ladder-bench-"));
  // The figures are for the embedded default, whatever this shell points at.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const servers = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/start.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...inherited,
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret",
      RATE_LIMIT_SIGNIN_FAILURES: "100000",
      RATE_LIMIT_SIGNUP_PER_HOUR: "100000",
      // The figures are the server's latency; one session's budget would cap the loop instead.
      SESSION_REQUESTS_PER_SECOND: "0",
    },
  });
  const cleanup = () => {
    servers.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };

  async function waitFor(url: string) {
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${url} did not come up`);
  }

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

  async function measure(rounds: number, call: () => Promise<Response>) {
    for (let i = 0; i < 20; i++) await (await call()).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      const res = await call();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`status ${res.status}`);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  }

  const json = (body: unknown, extra: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", ...extra },
    body: JSON.stringify(body),
  });

  try {
    await waitFor(`${web}/login`);
    const user = { fullName: "Bench Mark", userName: "bench", email: "bench@example.com", password: "benchmark-password" };
    await fetch(`${web}/api/auth/signup`, json(user, { origin: web }));
    const signin = (await (await fetch(`${api}/auth/signin`, json({ identifier: user.email, password: user.password }))).json()) as {
      token: string;
    };
    const bearer = { authorization: `Bearer ${signin.token}` };

    // A next-auth session for the BFF path, exactly as the browser gets one.
    const csrfRes = await fetch(`${web}/api/auth/csrf`);
    const csrfCookie = csrfRes.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const login = await fetch(`${web}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
      body: new URLSearchParams({ csrfToken, identifier: user.email, password: user.password, json: "true" }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    for (let i = 0; i < 200; i++) {
      await fetch(
        `${api}/saved/stumbles/add`,
        json(
          { name: `Problem ${i}`, summary: "A hard one", platform: "codeforces", url: "https://codeforces.com/problemset/problem/1/A" },
          bearer,
        ),
      );
    }

    const rows: Array<[string, { p50: number; p95: number }]> = [
      // Floors: the cheapest answer each server can give, so the BFF's own share can be read off.
      ["floor: API /healthz", await measure(ROUNDS, () => fetch(`${api}/healthz`))],
      [
        "floor: Next.js route handler (BFF 404)",
        await measure(ROUNDS, async () => {
          const res = await fetch(`${web}/api/not-in-contract`);
          return new Response(await res.arrayBuffer(), { status: res.status === 404 ? 200 : 500 });
        }),
      ],
    ];
    for (const [label, pathName] of [
      ["profile", "/profile/getProfileData"],
      ["200 tricky problems", "/saved/stumbles/get"],
    ] as const) {
      const direct = await measure(ROUNDS, () => fetch(`${api}${pathName}`, { headers: bearer }));
      const viaBff = await measure(ROUNDS, () => fetch(`${web}/api${pathName}`, { headers: { cookie } }));
      rows.push([`GET ${label}: API direct`, direct], [`GET ${label}: through the BFF`, viaBff]);
      rows.push([`  BFF overhead (p50 difference)`, { p50: viaBff.p50 - direct.p50, p95: viaBff.p95 - direct.p95 }]);
    }
    rows.push([
      "POST sign-in (argon2id verify)",
      await measure(30, () => fetch(`${api}/auth/signin`, json({ identifier: user.email, password: user.password }))),
    ]);

    console.log(`\nAlgo Ladder benchmarks: ${ROUNDS} sequential requests per row after 20 warm-ups, PGlite, one run\n`);
    console.log(`| measurement | p50 (ms) | p95 (ms) |\n|---|---:|---:|`);
    for (const [name, r] of rows) console.log(`| ${name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} |`);
  } finally {
    cleanup();
  }
}

let failed = false;
if (runs("latency")) await latency();
for (const part of ["sync", "sheet", "train", "reviews", "virtual", "clubs", "lighthouse"]) {
  if (!runs(part)) continue;
  const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), [`scripts/bench-${part}.ts`], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) failed = true;
}
if (failed) process.exit(1);
