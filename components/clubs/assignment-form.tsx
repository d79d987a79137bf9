"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/page-header";
import { ProblemSearch } from "@/components/virtual/problem-search";
import { linesOf, localInputValue } from "@/components/virtual/virtual-text";
import { notify, notifyFailure } from "@/lib/client/notify";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { BandDraw } from "./band-draw";

const iso = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

export function AssignmentForm({ clubId, onCreated }: { clubId: string; onCreated: () => void }) {
  const creating = useApiMutation("/clubs/assignments/create");
  const [title, setTitle] = useState("");
  const [links, setLinks] = useState("");
  const [opensAt, setOpensAt] = useState(() => localInputValue(new Date()));
  const [dueAt, setDueAt] = useState(() => localInputValue(new Date(Date.now() + 7 * 86_400_000)));
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await creating.mutateAsync({
      clubId,
      title,
      problems: linesOf(links).map((url) => ({ url })),
      opensAt: iso(opensAt),
      dueAt: iso(dueAt),
    });
    if (!result.ok) {
      setErrors(result.error?.issues ?? {});
      return notifyFailure(result, "clubActionFailed");
    }
    setErrors({});
    setTitle("");
    setLinks("");
    notify.success("assignmentCreated");
    onCreated();
  }

  const issue = (key: string) => Object.entries(errors).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1]?.[0];
  return (
    <Card className="mb-6">
      <h2 className="mb-3 text-lg font-semibold">New assignment</h2>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="New assignment" className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={issue("title")}
            maxLength={80}
            required
          />
        </div>
        <TextField
          label="Opens"
          type="datetime-local"
          value={opensAt}
          onChange={(e) => setOpensAt(e.target.value)}
          error={issue("opensAt")}
        />
        <TextField label="Deadline" type="datetime-local" value={dueAt} onChange={(e) => setDueAt(e.target.value)} error={issue("dueAt")} />
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
          <BandDraw clubId={clubId} onDrawn={(urls) => setLinks((now) => [...new Set([...linesOf(now), ...urls])].join("\n"))} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={creating.isPending}>
            Create assignment
          </Button>
        </div>
      </form>
    </Card>
  );
}
