"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { parseSheetUrl, sheetSearch, type SheetUrlState } from "./url-state";

/** Typing in the search box writes the address this long after the last key. */
const SEARCH_WRITE_MS = 300;

export type SheetUrlWrite = {
  /** `push` for a new page (Back returns to the previous one), `replace` for filters and search. */
  mode: "push" | "replace";
  typing?: boolean;
};

/** Written through the router, since writing the address behind its back left a Back that never loaded; only outside changes override the page's copy. */
export function useSheetUrl(): [SheetUrlState, (next: SheetUrlState, write: SheetUrlWrite) => void] {
  const router = useRouter();
  const pathname = usePathname();
  const address = sheetSearch(parseSheetUrl(useSearchParams().toString()));
  const [state, setState] = useState(() => parseSheetUrl(address));
  // Addresses this page asked for that the router has not shown yet, oldest first.
  const pending = useRef<string[]>([]);
  const shown = useRef(address);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // Setting an equal copy would render the whole sheet again right after it hydrated.
    if (address === shown.current) return;
    shown.current = address;
    const ours = pending.current.indexOf(address);
    if (ours >= 0) {
      pending.current = pending.current.slice(ours + 1);
      return;
    }
    pending.current = [];
    setState(parseSheetUrl(address));
  }, [address]);

  // A waiting search goes out before any click is handled, so a link clicked meanwhile is not undone by it.
  const waiting = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const drop = () => {
      clearTimeout(timer.current);
      waiting.current = undefined;
    };
    const flush = () => {
      const write = waiting.current;
      drop();
      write?.();
    };
    document.addEventListener("click", flush, true);
    window.addEventListener("popstate", drop);
    return () => {
      document.removeEventListener("click", flush, true);
      window.removeEventListener("popstate", drop);
      drop();
    };
  }, []);

  const set = useCallback(
    (next: SheetUrlState, { mode, typing = false }: SheetUrlWrite) => {
      setState(next);
      clearTimeout(timer.current);
      waiting.current = undefined;
      const write = () => {
        waiting.current = undefined;
        const search = sheetSearch(next);
        if (search === shown.current && !pending.current.length) return;
        pending.current.push(search);
        router[mode](`${pathname}${search}`, { scroll: false });
      };
      if (typing) {
        waiting.current = write;
        timer.current = setTimeout(write, SEARCH_WRITE_MS);
      } else write();
    },
    [router, pathname],
  );
  return [state, set];
}
