"use client";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { whenIdle } from "@/lib/client/when-idle";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";

/** Loaded once idle, mounted on first open, then kept (docs/decisions/023-hydration-without-a-second-pass.md). */
export function lazyOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const View = lazy(() => load().then((component) => ({ default: component })));
  return function LazyOnOpen(props: P) {
    const mounted = useOpenedOnce(props.open);
    useEffect(() => whenIdle(() => void load()), []);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
