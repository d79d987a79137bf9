"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { SeedEntry } from "@/lib/client/query-client";

/** Before the first render, so the page hydrates with the server's data; an entry already holding data is left alone (docs/decisions/019-server-read-profile.md). */
export function SeedQueries({ entries, children }: { entries: readonly SeedEntry[]; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    for (const { key, data, readAt } of entries) {
      if (client.getQueryData(key) === undefined) client.setQueryData(key, data, { updatedAt: readAt });
    }
  });
  return children;
}
