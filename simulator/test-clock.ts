import type { Sleep } from "@/server/platforms/core/gate";

/** `advance` fires timers in order, so queues and backoffs are checked without waiting in real time. */
export function createTestClock(start = new Date("2026-03-02T10:00:00Z")) {
  let t = start.getTime();
  let seq = 0;
  const timers: { at: number; seq: number; fire: () => void }[] = [];
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  const sleep: Sleep = (ms) => new Promise<void>((fire) => timers.push({ at: t + Math.max(0, ms), seq: seq++, fire }));

  async function advance(ms: number) {
    const target = t + ms;
    await settle();
    for (;;) {
      timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = timers[0];
      if (!next || next.at > target) break;
      timers.shift();
      t = next.at;
      next.fire();
      await settle();
    }
    t = target;
    await settle();
  }

  return {
    now: () => new Date(t),
    sleep,
    advance,
    /** Fires every pending timer, however far ahead, and whatever timers those schedule. */
    async runAll(limit = 10_000) {
      await settle();
      for (let i = 0; timers.length > 0 && i < limit; i++) {
        timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
        await advance(Math.max(0, timers[0]!.at - t));
      }
    },
    pendingTimers: () => timers.length,
  };
}
