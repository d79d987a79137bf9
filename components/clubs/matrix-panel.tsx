"use client";
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { Card } from "@/components/ui/page-header";
import { ApiReadError, apiFetch } from "@/lib/client/api";
import { CELL_STATE_LABELS } from "@/lib/contract/choices";
import type { ClubDetail, ClubMatrix } from "@/lib/contract/clubs";
import { inZone, matrixCsv, problemSummary, STATE_TONE, stateRank } from "./club-text";

type Sort = { by: "name" } | { by: "problem"; index: number };

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** Each state in colour and in words. */
export function MatrixPanel({ clubId, detail }: { clubId: string; detail: ClubDetail }) {
  const [picked, setPicked] = useState<string | null>(null);
  const assignmentId = picked ?? detail.assignments[0]?.id ?? null;
  const assignment = detail.assignments.find((a) => a.id === assignmentId);
  const matrix = useQuery({
    queryKey: ["/clubs/matrix", clubId, assignmentId],
    enabled: assignmentId !== null,
    queryFn: async () => {
      const result = await apiFetch("/clubs/matrix", { query: { clubId, assignmentId: assignmentId! } });
      if (!result.ok) throw new ApiReadError(result);
      return result.data;
    },
    refetchInterval: 60_000,
  });
  if (!detail.assignments.length)
    return (
      <Card className="mb-6">
        <h2 className="text-lg font-semibold">Progress</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No assignments yet: create one above.</p>
      </Card>
    );
  return (
    <Card className="mb-6">
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <h2 className="mr-auto text-lg font-semibold">Progress</h2>
        <SelectField
          label="Assignment"
          value={assignmentId ?? ""}
          options={detail.assignments.map((a) => ({ value: a.id, label: a.title }))}
          onChange={(e) => setPicked(e.target.value)}
        />
        {matrix.data ? (
          <Button size="sm" variant="secondary" onClick={() => download(`${assignment?.title ?? "matrix"}.csv`, matrixCsv(matrix.data))}>
            Export CSV
          </Button>
        ) : null}
      </div>
      {assignment ? (
        <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
          Opens {inZone(assignment.opensAt, detail.club.timeZone)} · due {inZone(assignment.dueAt, detail.club.timeZone)} (
          {detail.club.timeZone})
        </p>
      ) : null}
      {matrix.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">Could not load the progress.</p>
      ) : !matrix.data ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading progress…</p>
      ) : (
        <MatrixTable matrix={matrix.data} />
      )}
    </Card>
  );
}

function MatrixTable({ matrix }: { matrix: ClubMatrix }) {
  const [sort, setSort] = useState<Sort>({ by: "name" });
  const cell = useMemo(() => new Map(matrix.cells.map((c) => [`${c.memberId}:${c.problemId}`, c])), [matrix]);
  const members = useMemo(() => {
    if (sort.by === "name") return matrix.members;
    const problem = matrix.problems[sort.index]!;
    const rank = (id: string) => stateRank(cell.get(`${id}:${problem.id}`)?.state ?? "untried");
    return [...matrix.members].sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
  }, [matrix, sort, cell]);
  const sortButton = (label: string, next: Sort, active: boolean) => (
    <button type="button" className="font-semibold underline-offset-2 hover:underline" onClick={() => setSort(next)}>
      {label}
      <span className="sr-only">{active ? " (sorted)" : ", sort by this column"}</span>
    </button>
  );
  return (
    <>
      {/* Positioned, so the header's screen-reader text stays inside the scroller; focusable, so a keyboard can scroll it. */}
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Progress matrix">
        <table className="w-full border-collapse text-sm" data-testid="club-matrix">
          <caption className="sr-only">Each member&apos;s state on each problem of the assignment</caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={sort.by === "name" ? "ascending" : "none"} className="p-2 text-left">
                {sortButton("Member", { by: "name" }, sort.by === "name")}
              </th>
              {matrix.problems.map((p, index) => {
                const active = sort.by === "problem" && sort.index === index;
                return (
                  <th key={p.id} scope="col" aria-sort={active ? "ascending" : "none"} className="p-2 text-left">
                    {sortButton(p.name, { by: "problem", index }, active)}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id} className="border-t border-zinc-200 dark:border-zinc-800">
                <th scope="row" className="p-2 text-left font-medium">
                  {m.name}
                  {m.unverified ? (
                    <span className="ml-2 text-xs font-normal text-amber-800 dark:text-amber-300">unverified handle</span>
                  ) : null}
                </th>
                {matrix.problems.map((p) => {
                  const c = cell.get(`${m.id}:${p.id}`);
                  if (!c) return <td key={p.id} className="p-2" />;
                  return (
                    <td key={p.id} className="p-2">
                      <span
                        className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${STATE_TONE[c.state]}`}
                        data-state={c.state}
                      >
                        {CELL_STATE_LABELS[c.state]}
                        {c.stuck ? " · stuck" : ""}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium">Progress in words</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {matrix.problems.map((p) => (
            <li key={p.id}>
              {p.name}: {problemSummary(matrix, p)}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
