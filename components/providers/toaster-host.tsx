"use client";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadToasts, toasterStore } from "@/lib/client/toast";

/** docs/behaviour.md §9; one Sonner import with the toasts, and the direction given, or Sonner recalculates the page's styles every render. */
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

/** Mounted once some page asks for a toast; it then stays across page changes. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, toasterStore.never);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
