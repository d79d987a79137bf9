import type { PlatformId } from "@/lib/contract/platforms";
import type { BreakerSnapshot } from "./core/breaker";
import type { CodeChefAdapter, CodeforcesAdapter, LeetCodeAdapter } from "./types";

/**
 * The platform adapters as the rest of the API uses them: every method already waits for the
 * platform's rate gate, goes through its breaker and is retried when the failure is transient.
 * The composition root builds them once (server/sync/clients.ts); routes and jobs receive them.
 */
export type PlatformClients = {
  codeforces: CodeforcesAdapter;
  leetcode: LeetCodeAdapter;
  codechef: CodeChefAdapter;
  breakers(): Record<PlatformId, BreakerSnapshot>;
  /** The least time between two calls to each platform (the scheduler plans within it). */
  spacingMs: Record<PlatformId, number>;
};

/** Runs one call of an adapter's; `around` may retry it, count it or note how it failed. */
export type Around = <T>(call: () => Promise<T>) => Promise<T>;

const origins = new WeakMap<object, object>();

/** The adapter a guarded one wraps, however many times: the key for what all its wrappers share. */
export const originOf = (adapter: object): object => origins.get(adapter) ?? adapter;

/** The adapter with every method run through `around`. */
export function guarded<A extends object>(adapter: A, around: Around): A {
  const methods = Object.entries(adapter).map(([name, value]: [string, unknown]) => {
    if (typeof value !== "function") return [name, value];
    const method = value as (...args: unknown[]) => Promise<unknown>;
    return [name, (...args: unknown[]) => around(() => method(...args))];
  });
  const wrapped = Object.fromEntries(methods) as A;
  origins.set(wrapped, originOf(adapter));
  return wrapped;
}
