// A throwaway cluster on a free loopback port, so the fault run can restart it without touching other servers; undefined without binaries.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type Cluster = {
  url: string;
  restart(): void;
  stop(): void;
  /** The server's main process (its sessions and workers are its children); undefined once stopped. */
  postmasterPid(): number | undefined;
};

/** The directory holding initdb and pg_ctl: pg_config's, else the newest under /usr/lib/postgresql. */
function binDir(): string | undefined {
  const fromConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const candidates = fromConfig.status === 0 ? [fromConfig.stdout.trim()] : [];
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, "bin")));
  }
  return candidates.find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
}

/** PostgreSQL refuses to run as root: there, its binaries run as the `postgres` user instead. */
function runner(): { uid?: number; gid?: number; wrap: (cmd: string, args: string[]) => [string, string[]] } {
  if (process.getuid?.() !== 0) return { wrap: (cmd, args) => [cmd, args] };
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid, wrap: (cmd, args) => ["runuser", ["-u", "postgres", "--", cmd, ...args]] };
}

export function startCluster(port: number): Cluster | undefined {
  const bin = binDir();
  if (!bin) return undefined;
  const as = runner();
  const dir = mkdtempSync(path.join(tmpdir(), "algo-ladder-faults-pg-"));
  if (as.uid !== undefined) chownSync(dir, as.uid, as.gid!);
  const data = path.join(dir, "data");
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = as.wrap(path.join(bin, tool), args);
    const res = spawnSync(cmd, argv, { encoding: "utf8", timeout: 120_000 });
    if (res.status !== 0) throw new Error(`${tool} failed: ${res.stderr || res.stdout || res.error?.message}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  // Loopback only, its socket in its own directory, and no fsync: the data is thrown away.
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`;
  const pgCtl = (...args: string[]) => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", ...args]);
  pgCtl("start");
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "algo_ladder_faults"]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/algo_ladder_faults`,
    restart: () => pgCtl("restart", "-m", "fast"),
    postmasterPid() {
      try {
        return Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]) || undefined;
      } catch {
        return undefined;
      }
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        pgCtl("stop", "-m", "immediate");
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
