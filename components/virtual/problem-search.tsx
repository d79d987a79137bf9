"use client";
import { useQuery } from "@tanstack/react-query";
import { oneScaleDifficulty } from "@/lib/difficulty-words";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/api";
import { PLATFORMS } from "@/lib/contract/platforms";
import type { FoundProblem } from "@/lib/contract/virtual";

/** So typing a name makes one request. */
const TYPING_PAUSE_MS = 250;

export function ProblemSearch({ picked, onPick }: { picked: ReadonlySet<string>; onPick: (problem: FoundProblem) => void }) {
  const [text, setText] = useState("");
  const [asked, setAsked] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ["/virtual/problems", asked],
    enabled: asked.length >= 2,
    queryFn: async () => {
      const result = await apiFetch("/virtual/problems", { query: { q: asked } });
      return result.ok ? result.data.problems : [];
    },
  });

  return (
    <div className="mt-3">
      <TextField
        label="Find a problem by name"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Watermelon, Two Sum…"
        hint="Problems synced from LeetCode, Codeforces and CodeChef."
      />
      {asked.length >= 2 && found.data ? (
        found.data.length ? (
          <ul aria-label="Problems found" className="mt-2 grid gap-1">
            {found.data.map((p) => (
              <li key={p.url} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">
                  {p.name} <span className="text-zinc-600 dark:text-zinc-400">· {PLATFORMS[p.platform].label}</span>
                  {p.difficulty ? (
                    <span className="text-zinc-600 dark:text-zinc-400">
                      {" "}
                      · {oneScaleDifficulty(p.difficulty.value, p.difficulty.estimated)}
                    </span>
                  ) : null}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={picked.has(p.url)}
                  aria-label={`${picked.has(p.url) ? "Added" : "Add"}: ${p.name}`}
                  onClick={() => onPick(p)}
                >
                  {picked.has(p.url) ? "Added" : "Add"}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">No problem we know has that in its name.</p>
        )
      ) : null}
    </div>
  );
}
