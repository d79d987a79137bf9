/**
 * The offline platforms for `npm run demo` and the end-to-end tests: Codeforces, LeetCode and
 * CodeChef in their real formats, from deterministic worlds that keep moving (new submissions
 * appear as time passes, so freshness can be watched).
 */
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

const now = new Date();
const modules = [
  createCodeforcesSim({ seed, users, now }),
  createLeetCodeSim({ seed, users, now }),
  createCodeChefSim({ seed, users, now }),
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

const stop = () => {
  clearInterval(timer);
  void running.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
