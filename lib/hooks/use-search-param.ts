"use client";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * One query parameter, read in the browser after hydration: undefined while prerendering (and on
 * the first client render), then its value or null. Unlike next/navigation's useSearchParams it
 * needs no Suspense boundary, so the page around it stays fully prerendered.
 */
export function useSearchParam(name: string): string | null | undefined {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => undefined,
  );
  return search === undefined ? undefined : new URLSearchParams(search).get(name);
}
