"use client";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { whenIdle } from "@/lib/client/when-idle";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";

/**
 * A component for something that opens (a dialog, a drawer) whose code is not part of the page's
 * first scripts: `load` is started once the browser is idle, and the component is mounted the
 * first time `open` is true, then stays mounted (docs/decisions/023-hydration-without-a-second-pass.md).
 */
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
