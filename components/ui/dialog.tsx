"use client";
import { lazy, Suspense, useEffect } from "react";
import { whenIdle } from "@/lib/client/when-idle";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import type { DialogProps } from "./dialog-view";

const loadView = () => import("./dialog-view");
const DialogView = lazy(() => loadView().then((m) => ({ default: m.DialogView })));

/**
 * A dialog (dialog-view.tsx) whose code, Radix's dialog with its focus trap and scroll lock, is not
 * part of the page's first scripts: it is fetched once the browser is idle and mounted the first
 * time the dialog opens. A page's load then neither downloads nor runs it before the page is
 * interactive (docs/decisions/023-hydration-without-a-second-pass.md).
 */
export function Dialog(props: DialogProps) {
  const mounted = useOpenedOnce(props.open);
  useEffect(() => whenIdle(() => void loadView()), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
