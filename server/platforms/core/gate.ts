import type { PlatformId } from "@/lib/contract/platforms";

/** Codeforces allows 1 call per 2 s per address; the others publish nothing (docs/platforms.md §0). */
export const DEFAULT_SPACING_MS: Record<PlatformId, number> = { codeforces: 2000, leetcode: 1000, codechef: 1000 };

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
export const wallClock = () => new Date();

/** The limit belongs to our address, not to a process, so processes share a database-backed store. */
export interface SlotStore {
  reserve(platform: PlatformId, spacingMs: number, now: Date): Promise<Date>;
}

export function createMemorySlotStore(): SlotStore {
  const lastStart = new Map<PlatformId, number>();
  return {
    async reserve(platform, spacingMs, now) {
      const previous = lastStart.get(platform);
      const start = previous === undefined ? now.getTime() : Math.max(now.getTime(), previous + spacingMs);
      lastStart.set(platform, start);
      return new Date(start);
    },
  };
}

export type RateGate = {
  readonly platform: PlatformId;
  readonly spacingMs: number;
  /** First come, first served. */
  acquire(): Promise<Date>;
  waiting(): number;
};

export type RateGateOptions = {
  platform: PlatformId;
  spacingMs?: number;
  store?: SlotStore;
  now?: () => Date;
  sleep?: Sleep;
};

/** How late past its booked slot a call may start, as a share of the spacing, before it books again. */
const LATE_SHARE = 0.25;
const MAX_REBOOKINGS = 4;

export function createRateGate({
  platform,
  spacingMs = DEFAULT_SPACING_MS[platform],
  store = createMemorySlotStore(),
  now = wallClock,
  sleep = realSleep,
}: RateGateOptions): RateGate {
  // A slot is booked once the call before has started, so a late start pushes the next one back, never closer.
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = -Infinity;
  let waiting = 0;

  async function takeTurn(): Promise<Date> {
    for (let attempt = 1; ; attempt += 1) {
      const booked = (await store.reserve(platform, spacingMs, now())).getTime();
      const startAt = Math.max(booked, lastStart + spacingMs);
      // Timers may fire a little early; wait out any remainder so the spacing is never undercut.
      for (let remaining = startAt - now().getTime(); remaining > 0; remaining = startAt - now().getTime()) {
        await sleep(remaining);
      }
      // Starting well past the booked slot would crowd the slot another process booked next
      // (docs/platforms.md §0): book again behind it instead, a few times at most.
      if (now().getTime() - booked <= spacingMs * LATE_SHARE || attempt >= MAX_REBOOKINGS) break;
    }
    lastStart = now().getTime();
    return new Date(lastStart);
  }

  return {
    platform,
    spacingMs,
    waiting: () => waiting,
    async acquire() {
      waiting += 1;
      const turn = tail.then(takeTurn);
      tail = turn.catch(() => undefined);
      try {
        return await turn;
      } finally {
        waiting -= 1;
      }
    },
  };
}
