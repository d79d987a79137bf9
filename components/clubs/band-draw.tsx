"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { percent } from "@/components/train/format";
import { apiFetch } from "@/lib/client/api";
import { BAND_IDS, BANDS, type Band } from "@/lib/contract/topics";
import type { ClubDraw } from "@/lib/contract/clubs";

const BAND_OPTIONS = BAND_IDS.map((band) => ({
  value: band,
  label: `${band[0]!.toUpperCase()}${band.slice(1)} (${percent(BANDS[band])})`,
}));

/** Train's bands for the whole club: the server draws problems no counted member has solved. */
export function BandDraw({ clubId, onDrawn }: { clubId: string; onDrawn: (urls: string[]) => void }) {
  const [band, setBand] = useState<Band>("moderate");
  const [count, setCount] = useState("3");
  const [drawing, setDrawing] = useState(false);
  const [found, setFound] = useState<ClubDraw | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function draw() {
    setDrawing(true);
    const result = await apiFetch("/clubs/draw", { query: { clubId, band, count } });
    setDrawing(false);
    if (!result.ok) {
      setFound(null);
      const issues = result.error?.issues ?? {};
      return setProblem(issues.count?.[0] ?? issues.band?.[0] ?? result.error?.message ?? "Problems could not be drawn");
    }
    setProblem(null);
    setFound(result.data);
    onDrawn(result.data.problems.map((p) => p.url));
  }

  return (
    <fieldset className="mt-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className="px-1 text-sm font-medium">Or draw from Train&apos;s bands</legend>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Band"
          hint="The chance of solving at the club's median rating"
          value={band}
          onChange={(e) => setBand(e.target.value as Band)}
          options={BAND_OPTIONS}
        />
        <TextField
          label="How many"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          className="w-24"
          value={count}
          onChange={(e) => setCount(e.target.value)}
        />
        <Button type="button" variant="secondary" onClick={() => void draw()} disabled={drawing}>
          {drawing ? "Drawing…" : "Draw problems"}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        {problem ? (
          <span className="text-red-700 dark:text-red-400">{problem}</span>
        ) : found ? (
          `Club median ${found.level} on the one scale: ${found.problems.length} problems near ${found.target} that no member has solved, added above.`
        ) : null}
      </p>
    </fieldset>
  );
}
