// The offline platforms for `npm run demo` and the e2e tests: deterministic worlds that keep moving, so freshness can be watched.
import { createCodeChefSim } from "./codechef";
import { createCodeforcesSim } from "./codeforces";
import { createLeetCodeSim } from "./leetcode";
import { startSimulator } from "./server";

const port = Number(process.env.SIM_PORT ?? 4500);
const seed = Number(process.env.SIM_SEED ?? 2026);
const users = Number(process.env.SIM_USERS ?? 60);
/** The demo runs the platforms with shorter limits than the real ones so a seeded network syncs in a minute or two. */
const spacing = Number(process.env.SIM_SPACING_MS ?? 200);
const advanceMs = Number(process.env.SIM_ADVANCE_MS ?? 15_000);

/** SIM_QUIRKS=0 turns off the staged events (Codeforces' round ending and renames below, CodeChef's rename of the demo's handle). */
const quirks = process.env.SIM_QUIRKS !== "0";

const now = new Date();
/** The demo's first start (kept by scripts/start.ts) times the renames, so one done in an earlier run stays done: handles never return. */
const stagedFrom = new Date(process.env.SIM_STAGED_FROM ?? now);
const staged = Number.isNaN(stagedFrom.getTime()) || stagedFrom > now ? now : stagedFrom;
const codeforces = createCodeforcesSim({ seed, users, now, quirks: { systemTestSeconds: 120, judgingSeconds: 20 } });
const modules = [
  codeforces,
  createLeetCodeSim({ seed, users, now }),
  createCodeChefSim({ seed, users, now, liveRename: quirks, stagedFrom: staged }),
];
const running = await startSimulator({
  modules,
  port,
  spacingMs: { codeforces: spacing, leetcode: spacing, codechef: spacing },
});
const timer = setInterval(() => {
  for (const m of modules) m.advance(new Date());
}, advanceMs);
console.log(`platform simulator on ${running.url} (seed ${seed}, ${users} users per platform)`);

// Staged so the demo shows Codeforces' quirks within minutes: a followee's round ends, system tests fail a pass, two handles are renamed.
if (quirks) {
  const [own, inRound, renaming] = codeforces.handles();
  if (inRound) codeforces.stageRound?.(inRound, now, new Date(now.getTime() + 4 * 60_000));
  const renameBoth = () => {
    for (const handle of [own, renaming]) {
      if (!handle) continue;
      const to = `${handle.slice(0, 20)}_new`;
      codeforces.rename?.(handle, to);
      console.log(`codeforces: ${handle} is now ${to}`);
    }
  };
  const renameIn = staged.getTime() + 2 * 60_000 - now.getTime();
  if (renameIn <= 0) renameBoth();
  else setTimeout(renameBoth, renameIn).unref();
}

const stop = () => {
  clearInterval(timer);
  void running.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
