/**
 * Form drafts kept in the tab's session storage until they are sent or discarded, so a reload or
 * Back does not lose what was typed; signing out drops them all.
 */
const PREFIX = "algo-ladder:draft:";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the draft under `key`, or drops it when null. */
export function keepDraft(key: string, draft: Record<string, unknown> | null) {
  const store = storage();
  if (!store) return;
  if (draft) store.setItem(PREFIX + key, JSON.stringify(draft));
  else store.removeItem(PREFIX + key);
}

/** The kept draft laid over `blank`: only its known fields, of the same kind; null when none is kept. */
export function readKeptDraft<D extends Record<string, unknown>>(key: string, blank: D): D | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const fits = (k: string) => k in saved && Array.isArray(saved[k]) === Array.isArray(blank[k]) && typeof saved[k] === typeof blank[k];
    return Object.fromEntries(Object.entries(blank).map(([k, value]) => [k, fits(k) ? saved[k] : value])) as D;
  } catch {
    return null;
  }
}

export function forgetKeptDrafts() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
