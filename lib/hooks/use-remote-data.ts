"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";

export type RemoteState<T> = { status: "loading"; data: undefined } | { status: "ready"; data: T } | { status: "error"; data: undefined };

/**
 * Loads one GET endpoint and picks a field out of the reply; failures become an
 * error state with `reload`, never a crash on a missing result (ARCHITECTURE §6).
 */
export function useRemoteData<T>(path: string, pick: (body: Record<string, unknown>) => T | undefined) {
  const [state, setState] = useState<RemoteState<T>>({ status: "loading", data: undefined });
  const [attempt, setAttempt] = useState(0);
  const pickRef = useRef(pick);
  useEffect(() => {
    pickRef.current = pick;
  });

  useEffect(() => {
    let cancelled = false;
    void apiFetch<Record<string, unknown>>(path).then((result) => {
      if (cancelled) return;
      const value = result.ok ? pickRef.current(result.data) : undefined;
      setState(value === undefined ? { status: "error", data: undefined } : { status: "ready", data: value });
    });
    return () => {
      cancelled = true;
    };
  }, [path, attempt]);

  const reload = useCallback(() => {
    setState({ status: "loading", data: undefined });
    setAttempt((n) => n + 1);
  }, []);

  /** Re-reads quietly (no loader) after the server said the list on screen is out of date. */
  const refresh = useCallback(async () => {
    const result = await apiFetch<Record<string, unknown>>(path);
    const fresh = result.ok ? pickRef.current(result.data) : undefined;
    if (fresh !== undefined) setState({ status: "ready", data: fresh });
  }, [path]);

  /** Replace the data after a successful write, without a reload. */
  const setData = useCallback((update: (current: T) => T) => {
    setState((s) => (s.status === "ready" ? { status: "ready", data: update(s.data) } : s));
  }, []);

  return { ...state, reload, refresh, setData };
}
