import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { restartDelay, supervise, type Supervised } from "./supervisor";

let dir: string;
let supervised: Supervised | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "supervisor-"));
});
afterEach(async () => {
  await supervised?.stop(1000);
  supervised = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const fast = { initialMs: 50, maxMs: 400, healthyAfterMs: 10_000 };
const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** A process that notes each start in a file, crashes on its first `crashes` starts, then keeps running. */
const flaky = (crashes: number) => [
  "-e",
  `const fs = require("fs"); const f = ${JSON.stringify(path.join("DIR", "starts"))}.replace("DIR", process.env.DIR);
   fs.appendFileSync(f, "x"); if (fs.readFileSync(f, "utf8").length <= ${crashes}) process.exit(1); setInterval(() => {}, 1000);`,
];
const startsNoted = () => {
  try {
    return readFileSync(path.join(dir, "starts"), "utf8").length;
  } catch {
    return 0;
  }
};

it("starts a crashed process again, and again, until it stays up", async () => {
  const log: string[] = [];
  supervised = supervise("api", process.execPath, flaky(2), {
    spawnOptions: { env: { ...process.env, DIR: dir }, stdio: "ignore" },
    backoff: fast,
    log: (m) => log.push(m),
  });
  await until(() => startsNoted() === 3 && supervised!.current()?.exitCode === null);
  await new Promise((r) => setTimeout(r, 300));
  expect(supervised.starts()).toBe(3);
  expect(supervised.current()?.exitCode).toBeNull();
  expect(log).toEqual(["api stopped (1); restarting it in 0.1 s.", "api stopped (1); restarting it in 0.1 s."]);
});

it("waits longer after each quick crash, up to the cap", () => {
  expect([1, 2, 3, 4, 5, 9].map((n) => restartDelay(n, fast))).toEqual([50, 100, 200, 400, 400, 400]);
  expect([1, 2, 6, 20].map((n) => restartDelay(n))).toEqual([1000, 2000, 30_000, 30_000]);
});

it("a process killed from outside is restarted too; one stopped through the supervisor is not", async () => {
  supervised = supervise("web", process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
    spawnOptions: { stdio: "ignore" },
    backoff: fast,
    log: () => undefined,
  });
  await until(() => supervised!.current()?.pid !== undefined);
  supervised.current()!.kill("SIGKILL");
  await until(() => supervised!.starts() === 2 && supervised!.current() !== undefined);
  await supervised.stop(1000);
  await new Promise((r) => setTimeout(r, 300));
  expect(supervised.starts()).toBe(2);
  expect(supervised.current()).toBeUndefined();
});
