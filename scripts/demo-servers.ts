// Shared by `npm run load`, `npm run faults` and the Lighthouse bench: the demo in its own process group, bounded by a hard stop.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Cluster } from "./faults-postgres";
import { freePort, waitFor } from "./load-client";

const root = path.resolve(import.meta.dirname, "..");

/** Exits 1, saying what to run, unless the production build is there (`command` is the run's own, e.g. "npm run load"). */
export function requireBuild(command: string) {
  const built = [".next/BUILD_ID", "dist/api.mjs", "dist/web-server.mjs", "dist/simulator.mjs"].map((f) => path.join(root, f));
  if (!built.every((f) => existsSync(f))) {
    console.error(`${command} needs the production build: run \`npm run build\` first.`);
    process.exit(1);
  }
}

type DemoServersOptions = {
  /** Names the run: its temporary DATA_DIR (algo-ladder-<name>-…) and its session secret. */
  name: string;
  /** The environment variables picking the web, API and simulator ports, in that order; free ports where unset. */
  portVars?: readonly [string, string, string];
  logLevel: "warn" | "error" | "silent";
  /** A throwaway PostgreSQL server (scripts/faults-postgres.ts) to run on, stopped with the servers; else PGlite in the DATA_DIR. */
  cluster?: Cluster;
  env?: Record<string, string>;
  /** The whole run's bound: past `ms`, the message, everything stopped and exit 1. */
  hardStop: { ms: number; message: string };
  /** More to stop with the servers (a browser, its folders); runs first. */
  onStop?: () => void;
};

export type DemoServers = {
  port: number;
  apiPort: number;
  simPort: number;
  web: string;
  pid: number | undefined;
  ready(timeoutMs: number): Promise<void>;
  /** Stops the servers, the hard stop, and what was handed over (cluster, onStop), and removes the DATA_DIR; once. */
  stop(): void;
};

export async function startDemoServers(options: DemoServersOptions): Promise<DemoServers> {
  const { name, portVars, logLevel, cluster, env, hardStop, onStop } = options;
  const portFrom = async (variable: string | undefined) =>
    variable && process.env[variable] ? Number(process.env[variable]) : await freePort();
  const port = await portFrom(portVars?.[0]);
  const apiPort = await portFrom(portVars?.[1]);
  const simPort = await portFrom(portVars?.[2]);
  const web = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `algo-ladder-${name}-`));
  // The run's own database (a cluster of its own, else PGlite), whatever this shell points at.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const servers = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/start.ts", "--demo"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...inherited,
      ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      PORT: String(port),
      API_PORT: String(apiPort),
      SIM_PORT: String(simPort),
      // Loopback only: the web server binds 127.0.0.1 (the API and the simulator always do).
      HOST: "127.0.0.1",
      NEXTAUTH_URL: web,
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      NEXTAUTH_SECRET: Array(3).fill(`${name}-secret`).join("-"),
      ...env,
    },
  });

  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    onStop?.();
    try {
      if (servers.pid) process.kill(-servers.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    rmSync(dataDir, { recursive: true, force: true });
    cluster?.stop();
  }
  const timer = setTimeout(() => {
    console.error(hardStop.message);
    stop();
    process.exit(1);
  }, hardStop.ms);
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });

  return { port, apiPort, simPort, web, pid: servers.pid, ready: (timeoutMs) => waitFor(`${web}/login`, timeoutMs), stop };
}
