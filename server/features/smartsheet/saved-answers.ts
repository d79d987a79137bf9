/** Each process keeps its own; the fingerprint makes them agree with the database (docs/architecture.md §4). */
export type SavedAnswers<T> = {
  /** `maxAgeMs` covers what the fingerprint cannot see, such as a moving time window. */
  get(key: string, fingerprint: string, at: Date): T | undefined;
  set(key: string, fingerprint: string, value: T, bytes: number, at: Date): void;
  size(): { entries: number; bytes: number };
};

type Saved<T> = { fingerprint: string; value: T; bytes: number; at: number };

export function savedAnswers<T>({ maxAgeMs, maxBytes }: { maxAgeMs: number; maxBytes: number }): SavedAnswers<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const saved = new Map<string, Saved<T>>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = saved.get(key);
    if (!entry) return;
    saved.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key, fingerprint, at) {
      const entry = saved.get(key);
      if (!entry) return undefined;
      const age = at.getTime() - entry.at;
      if (entry.fingerprint !== fingerprint || age < 0 || age > maxAgeMs) {
        drop(key);
        return undefined;
      }
      saved.delete(key);
      saved.set(key, entry);
      return entry.value;
    },
    set(key, fingerprint, value, size, at) {
      drop(key);
      // One answer larger than the whole budget is not kept at all.
      if (size > maxBytes) return;
      saved.set(key, { fingerprint, value, bytes: size, at: at.getTime() });
      bytes += size;
      for (const oldest of saved.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    size: () => ({ entries: saved.size, bytes }),
  };
}
