"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page-header";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { toastError } from "@/lib/client/notify";
import { loadToasts } from "@/lib/client/toast";
import { failureReason } from "@/lib/client/api";
import { DEFAULT_PENALTY_SECONDS, VIRTUAL_MODES, type VirtualMode } from "@/lib/contract/choices";
import type { VirtualContest } from "@/lib/contract/virtual";
import { useApiMutation, useApiQuery } from "@/lib/hooks/use-api-query";
import { ProblemSearch } from "./problem-search";
import { linesOf, localInputValue, MODE_HINTS, MODE_LABELS } from "./virtual-text";

const MODE_OPTIONS = VIRTUAL_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }));
const SOURCE_OPTIONS = [
  { value: "links", label: "Pick by link" },
  { value: "draw", label: "Draw for the group" },
];

export function CreateContestForm({ onCreated, onCancel }: { onCreated: (contest: VirtualContest) => void; onCancel: () => void }) {
  const network = useApiQuery("/fetch/network");
  const creating = useApiMutation("/virtual/create");
  const people = (network.data?.networkData ?? []).filter((p) => p.kind === "user");
  const [title, setTitle] = useState("");
  const [mode, setMode] = useState<VirtualMode>("normal");
  const [startAt, setStartAt] = useState(() => localInputValue(new Date(Date.now() + 15 * 60_000)));
  const [duration, setDuration] = useState("60");
  const [penalty, setPenalty] = useState(String(DEFAULT_PENALTY_SECONDS));
  const [source, setSource] = useState<"links" | "draw">("links");
  const [links, setLinks] = useState("");
  const [count, setCount] = useState("4");
  const [around, setAround] = useState("");
  const [invited, setInvited] = useState<Set<string>>(new Set());
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const start = new Date(startAt);
    const result = await creating.mutateAsync({
      title,
      mode,
      startAt: Number.isNaN(start.getTime()) ? startAt : start.toISOString(),
      durationMinutes: Number(duration),
      participants: [...invited],
      ...(source === "links"
        ? { problems: linesOf(links).map((url) => ({ url })) }
        : { draw: { count: Number(count), ...(around.trim() ? { around: Number(around) } : {}) } }),
      ...(mode === "normal" ? { penaltySeconds: Number(penalty) } : {}),
      verifiedOnly,
    });
    if (result.ok) {
      setErrors({});
      void loadToasts().then(({ toast }) => toast.success("Contest created"));
      onCreated(result.data.contest);
      return;
    }
    setErrors(result.error?.issues ?? {});
    if (result.status !== 401) toastError("Contest could not be created", failureReason(result));
  }

  const issue = (key: string) => Object.entries(errors).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1]?.[0];

  return (
    <Card className="mb-6">
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="New contest">
        <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={issue("title")} required maxLength={80} />
        <SelectField
          label="Mode"
          value={mode}
          options={MODE_OPTIONS}
          onChange={(e) => setMode(e.target.value as VirtualMode)}
          error={issue("mode")}
          hint={MODE_HINTS[mode]}
        />
        <TextField
          label="Start"
          type="datetime-local"
          value={startAt}
          onChange={(e) => setStartAt(e.target.value)}
          error={issue("startAt")}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          min={10}
          max={1440}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          error={issue("durationMinutes")}
        />
        {mode === "normal" ? (
          <TextField
            label="Penalty per wrong attempt (seconds)"
            type="number"
            min={0}
            max={3600}
            value={penalty}
            onChange={(e) => setPenalty(e.target.value)}
            error={issue("penaltySeconds")}
          />
        ) : null}
        <SelectField
          label="Problems"
          value={source}
          options={SOURCE_OPTIONS}
          onChange={(e) => setSource(e.target.value as "links" | "draw")}
        />
        {source === "links" ? (
          <div className="sm:col-span-2">
            <TextAreaField
              label="Problem links, one a line"
              rows={4}
              value={links}
              onChange={(e) => setLinks(e.target.value)}
              error={issue("problems")}
              placeholder="https://codeforces.com/problemset/problem/4/A"
            />
            <ProblemSearch picked={new Set(linesOf(links))} onPick={(p) => setLinks((now) => [...linesOf(now), p.url].join("\n"))} />
          </div>
        ) : (
          <>
            <TextField
              label="How many"
              type="number"
              min={1}
              max={12}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              error={issue("draw")}
            />
            <TextField
              label="Around difficulty"
              type="number"
              min={400}
              max={4000}
              value={around}
              onChange={(e) => setAround(e.target.value)}
              hint="Leave empty for the group's level"
            />
          </>
        )}
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">Invite people you follow</legend>
          {people.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">Follow people on Algo Ladder in Network to invite them.</p>
          ) : (
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {people.map((p) => (
                <li key={p.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={invited.has(p.id)}
                      onChange={(e) =>
                        setInvited((s) => {
                          const next = new Set(s);
                          if (e.target.checked) next.add(p.id);
                          else next.delete(p.id);
                          return next;
                        })
                      }
                    />
                    {p.fullName}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {issue("participants") ? <p className="mt-1 text-xs text-red-600 dark:text-red-400">{issue("participants")}</p> : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" checked={verifiedOnly} onChange={(e) => setVerifiedOnly(e.target.checked)} />
          Count only verified handles
        </label>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={creating.isPending}>
            Create contest
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
