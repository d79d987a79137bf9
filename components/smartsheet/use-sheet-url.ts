"use client";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { parseSheetUrl, sheetSearch, type SheetUrlState } from "./url-state";

const CHANGED = "smartsheet-url";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * The sheet's state from the address bar, and a setter that writes it back: `replace` for
 * filters and search (typing does not fill the history), `push` for a new page (Back returns to
 * the previous one). Read after hydration, so the prerendered page needs no Suspense boundary.
 */
export function useSheetUrl(): [SheetUrlState, (next: SheetUrlState, mode: "push" | "replace") => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const state = useMemo(() => parseSheetUrl(search), [search]);
  const set = useCallback((next: SheetUrlState, mode: "push" | "replace") => {
    const url = `${window.location.pathname}${sheetSearch(next)}${window.location.hash}`;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [state, set];
}
