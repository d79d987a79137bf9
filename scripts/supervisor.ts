// A crashed child restarts after a pause doubling with each quick crash, instead of taking the other processes down; only stop() ends them.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

export type Backoff = {
  initialMs: number;
  maxMs: number;
  /** A child that ran this long before crashing counts as healthy: the next pause starts again at initialMs. */
  healthyAfterMs: number;
};

export const DEFAULT_BACKOFF: Backoff = { initialMs: 1000, maxMs: 30_000, healthyAfterMs: 60_000 };

export type Supervised = {
  readonly name: string;
  current(): ChildProcess | undefined;
  starts(): number;
  /** Stops it (SIGTERM, then SIGKILL after graceMs) and never restarts it. */
  stop(graceMs?: number): Promise<void>;
};

export type SuperviseOptions = {
  spawnOptions?: SpawnOptions;
  backoff?: Backoff;
  log?: (message: string) => void;
};

/** Pause before restart number `attempt` (1-based): initial, doubled each time, capped. */
export const restartDelay = (attempt: number, backoff: Backoff = DEFAULT_BACKOFF) =>
  Math.min(backoff.initialMs * 2 ** Math.max(0, attempt - 1), backoff.maxMs);

export function supervise(name: string, command: string, args: string[], options: SuperviseOptions = {}): Supervised {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const log = options.log ?? ((message: string) => console.error(message));
  let child: ChildProcess | undefined;
  let started = 0;
  let quickCrashes = 0;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  const start = () => {
    timer = undefined;
    if (stopping) return;
    started += 1;
    const startedAt = Date.now();
    const proc = spawn(command, args, { stdio: "inherit", ...options.spawnOptions });
    child = proc;
    proc.once("error", (error) => log(`${name} could not start: ${error.message}`));
    proc.once("exit", (code, signal) => {
      if (child === proc) child = undefined;
      if (stopping) return;
      quickCrashes = Date.now() - startedAt >= backoff.healthyAfterMs ? 1 : quickCrashes + 1;
      const delay = restartDelay(quickCrashes, backoff);
      log(`${name} stopped (${signal ?? code}); restarting it in ${(delay / 1000).toFixed(1)} s.`);
      timer = setTimeout(start, delay);
    });
  };
  start();

  return {
    name,
    current: () => child,
    starts: () => started,
    async stop(graceMs = 6000) {
      stopping = true;
      if (timer) clearTimeout(timer);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
      proc.kill("SIGTERM");
      const kill = setTimeout(() => proc.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(kill);
    },
  };
}
