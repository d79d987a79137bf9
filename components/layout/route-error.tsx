"use client";
import { useEffect } from "react";
import { ErrorState } from "@/components/ui/states";

/** Body of every error.tsx: a retry instead of a blank screen. */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorState title="This page hit a problem" onRetry={reset} />;
}
