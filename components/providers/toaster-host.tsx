"use client";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadToasts, toasterStore } from "@/lib/client/toast";

/**
 * docs/behaviour.md §9: toasts top-right, light theme, closing after 5 s; placed below the 4rem top bar so a
 * toast never covers its controls (theme toggle, user menu). Sonner comes from the one import the
 * toasts themselves use (loadToasts), so the browser downloads it once, not in two chunks. The
 * direction is given: left to it, Sonner reads the document's computed style on every render,
 * which makes the browser recalculate the page's styles inside the script's task.
 */
const Toaster = lazy(() =>
  loadToasts().then(({ Toaster: Sonner }) => ({
    default: function AppToaster() {
      return (
        <Sonner
          position="top-right"
          theme="light"
          dir="ltr"
          closeButton
          duration={5000}
          offset={{ top: 72, right: 16 }}
          mobileOffset={{ top: 72 }}
        />
      );
    },
  })),
);

/** Mounts the toaster once some page asks for a toast; it then stays across page changes. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, toasterStore.never);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
