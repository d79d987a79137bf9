"use client";
import { useState } from "react";
import { Button } from "./button";

/** So a long list does not push the rest of the page out of sight. */
export function useFirstFew<T>(items: readonly T[], few: number) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, few);
  const toggle =
    items.length > few ? (
      <Button variant="ghost" size="sm" className="mt-2 w-full" aria-expanded={all} onClick={() => setAll((v) => !v)}>
        {all ? "Show fewer" : `Show all ${items.length}`}
      </Button>
    ) : null;
  return { shown, toggle };
}
