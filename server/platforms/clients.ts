import type { PlatformId } from "@/lib/contract/platforms";
import type { BreakerSnapshot } from "./core/breaker";
import type { CodeChefAdapter, CodeforcesAdapter, LeetCodeAdapter } from "./types";

/** Every method already waits for the rate gate, goes through the breaker and retries transient failures. */
export type PlatformClients = {
  codeforces: CodeforcesAdapter;
  leetcode: LeetCodeAdapter;
  codechef: CodeChefAdapter;
  breakers(): Record<PlatformId, BreakerSnapshot>;
  spacingMs: Record<PlatformId, number>;
};

export type Around = <T>(call: () => Promise<T>) => Promise<T>;

const origins = new WeakMap<object, object>();

/** The key for what all of an adapter's wrappers share. */
export const originOf = (adapter: object): object => origins.get(adapter) ?? adapter;

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
