import { createMemorySlotStore, createRateGate, type SlotStore } from "./gate";
import { createTestClock } from "@/simulator/test-clock";

describe("rate gate", () => {
  it("spaces calls to one platform by its spacing and serves them in arrival order", async () => {
    const clock = createTestClock();
    const t0 = clock.now().getTime();
    const gate = createRateGate({ platform: "codeforces", now: clock.now, sleep: clock.sleep });
    const started: { id: number; at: number }[] = [];
    const calls = [1, 2, 3, 4].map((id) => gate.acquire().then(() => started.push({ id, at: clock.now().getTime() - t0 })));

    await clock.advance(0);
    expect(started).toEqual([{ id: 1, at: 0 }]);
    expect(gate.waiting()).toBe(3);
    await clock.advance(1999);
    expect(started).toHaveLength(1);
    await clock.advance(1);
    expect(started).toHaveLength(2);
    await clock.advance(10_000);
    await Promise.all(calls);
    expect(started).toEqual([
      { id: 1, at: 0 },
      { id: 2, at: 2000 },
      { id: 3, at: 4000 },
      { id: 4, at: 6000 },
    ]);
    expect(gate.waiting()).toBe(0);
  });

  it("lets a call through at once when the previous one was long enough ago", async () => {
    const clock = createTestClock();
    const gate = createRateGate({ platform: "leetcode", now: clock.now, sleep: clock.sleep });
    await gate.acquire();
    await clock.advance(1500);
    const before = clock.now().getTime();
    const second = gate.acquire();
    await clock.advance(0);
    await second;
    expect(clock.now().getTime()).toBe(before);
  });

  it("keeps platforms independent while sharing one store", async () => {
    const clock = createTestClock();
    const store = createMemorySlotStore();
    const cf = createRateGate({ platform: "codeforces", store, now: clock.now, sleep: clock.sleep });
    const lc = createRateGate({ platform: "leetcode", store, now: clock.now, sleep: clock.sleep });
    await cf.acquire();
    const started: string[] = [];
    void cf.acquire().then(() => started.push("codeforces"));
    void lc.acquire().then(() => started.push("leetcode"));
    await clock.advance(0);
    expect(started).toEqual(["leetcode"]);
    await clock.advance(2000);
    expect(started).toEqual(["leetcode", "codeforces"]);
  });

  it("spaces calls across gates that share a store, as separate processes sharing one queue would", async () => {
    const clock = createTestClock();
    const store = createMemorySlotStore();
    const a = createRateGate({ platform: "codechef", spacingMs: 500, store, now: clock.now, sleep: clock.sleep });
    const b = createRateGate({ platform: "codechef", spacingMs: 500, store, now: clock.now, sleep: clock.sleep });
    const t0 = clock.now().getTime();
    const at: number[] = [];
    const done = [a, b, a].map((g) => g.acquire().then(() => at.push(clock.now().getTime() - t0)));
    await clock.runAll();
    await Promise.all(done);
    expect(at).toEqual([0, 500, 1000]);
  });

  it("keeps arrival order when the store answers out of order", async () => {
    const clock = createTestClock();
    const inner = createMemorySlotStore();
    let ticks = 40;
    // Each booking takes fewer microtasks than the one before: a gate that did not wait for the
    // previous booking would let later calls overtake earlier ones.
    const unevenStore: SlotStore = {
      async reserve(platform, spacingMs, now) {
        const mine = (ticks -= 10);
        for (let i = 0; i < mine; i++) await Promise.resolve();
        return inner.reserve(platform, spacingMs, now);
      },
    };
    const gate = createRateGate({ platform: "leetcode", spacingMs: 100, store: unevenStore, now: clock.now, sleep: clock.sleep });
    const order: number[] = [];
    const done = [1, 2, 3].map((id) => gate.acquire().then(() => order.push(id)));
    await clock.runAll();
    await Promise.all(done);
    expect(order).toEqual([1, 2, 3]);
  });

  it("pushes the next call back when a call started late", async () => {
    const clock = createTestClock();
    let late = 300;
    // The first timer fires 300 ms late, as on a busy process.
    const sleep = (ms: number) => {
      const extra = late;
      late = 0;
      return clock.sleep(ms + extra);
    };
    const gate = createRateGate({ platform: "codeforces", now: clock.now, sleep });
    const t0 = clock.now().getTime();
    const granted = [gate.acquire(), gate.acquire(), gate.acquire()];
    await clock.runAll();
    const at = (await Promise.all(granted)).map((d) => d.getTime() - t0);
    expect(at).toEqual([0, 2300, 4300]);
  });

  it("books again when it wakes well past its slot, so two processes sharing a store keep the spacing", async () => {
    const clock = createTestClock();
    const store = createMemorySlotStore();
    let late = 900;
    // Process A's timer fires 900 ms late once, after process B booked the slot following A's.
    const lateSleep = (ms: number) => {
      const extra = late;
      late = 0;
      return clock.sleep(ms + extra);
    };
    const a = createRateGate({ platform: "codeforces", store, now: clock.now, sleep: lateSleep });
    const b = createRateGate({ platform: "codeforces", store, now: clock.now, sleep: clock.sleep });
    const t0 = clock.now().getTime();
    const fromA = [a.acquire(), a.acquire()];
    await clock.advance(0);
    const fromB = b.acquire();
    await clock.runAll();
    const starts = (await Promise.all([...fromA, fromB])).map((d) => d.getTime() - t0).sort((x, y) => x - y);
    expect(starts).toEqual([0, 4000, 6000]);
  });

  it("never starts two calls closer than the spacing in real time", async () => {
    const gate = createRateGate({ platform: "codeforces", spacingMs: 30 });
    const seen: number[] = [];
    const granted = await Promise.all([1, 2, 3, 4, 5].map(() => gate.acquire().then((at) => (seen.push(performance.now()), at))));
    for (let i = 1; i < granted.length; i++) {
      expect(granted[i]!.getTime() - granted[i - 1]!.getTime()).toBeGreaterThanOrEqual(30);
      // Seen from outside, a busy event loop may run the earlier caller late; past a quarter of the spacing the gate books anew.
      expect(seen[i]! - seen[i - 1]!).toBeGreaterThan(30 * 0.75 - 1);
    }
  });
});
