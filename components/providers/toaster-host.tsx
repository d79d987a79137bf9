"use client";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterStore } from "@/lib/client/toast";

const Toaster = lazy(() => import("./toaster"));

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
