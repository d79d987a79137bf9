"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { SeedEntry } from "@/lib/client/query-client";

/**
 * Puts what the page read on the server into the query cache before its children first render,
 * as the signed-in layout does for the profile (docs/decisions/019-server-read-profile.md): the
 * page renders with its data on the server, and hydrates with the same. An entry the cache already
 * holds data for (read by the browser, or changed by a write since) is left alone.
 */
export function SeedQueries({ entries, children }: { entries: readonly SeedEntry[]; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    for (const { key, data, readAt } of entries) {
      if (client.getQueryData(key) === undefined) client.setQueryData(key, data, { updatedAt: readAt });
    }
  });
  return children;
}
