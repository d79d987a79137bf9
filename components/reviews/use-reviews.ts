"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiKey } from "@/lib/client/query-client";

/** Every review read the screen may show (due list, cards, the sidebar's count). */
export function useRefreshReviews() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        (["/reviews/due", "/reviews/cards", "/reviews/offers"] as const).map((path) =>
          client.invalidateQueries({ queryKey: apiKey(path) }),
        ),
      ),
    [client],
  );
}
