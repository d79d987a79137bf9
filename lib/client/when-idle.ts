/**
 * Runs `task` once the browser has nothing else to do (at the latest after `timeoutMs`), or after
 * a short timeout where there is no `requestIdleCallback` (Safari). Returns a cancel function, for
 * an effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
