import { CELL_STATE_LABELS, type CellState } from "@/lib/contract/choices";
import type { ClubMatrix } from "@/lib/contract/clubs";

/** Always next to its words, never colour alone. */
export const STATE_TONE: Record<CellState, string> = {
  solved_before: "bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-200",
  solved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200",
  solved_late: "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200",
  attempted: "bg-rose-100 text-rose-900 dark:bg-rose-500/20 dark:text-rose-200",
  untried: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
};

const ORDER: Record<CellState, number> = { solved: 0, solved_before: 1, solved_late: 2, attempted: 3, untried: 4 };
export const stateRank = (state: CellState) => ORDER[state];

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function matrixCsv(matrix: ClubMatrix): string {
  const cell = new Map(matrix.cells.map((c) => [`${c.memberId}:${c.assignmentId}:${c.problemId}`, c]));
  const header = ["Member", "Handle flag", ...matrix.problems.map((p) => p.name)];
  const rows = matrix.members.map((m) => [
    m.name,
    m.unverified ? "unverified handle" : "",
    ...matrix.problems.map((p) => {
      const c = cell.get(`${m.id}:${p.assignmentId}:${p.id}`);
      return c ? `${CELL_STATE_LABELS[c.state]}${c.stuck ? " (stuck)" : ""}` : "";
    }),
  ]);
  return [header, ...rows].map((r) => r.map(quote).join(",")).join("\n") + "\n";
}

/** The matrix's text alternative. */
export function problemSummary(matrix: ClubMatrix, problem: { id: number; assignmentId: string }): string {
  const counts = new Map<CellState, number>();
  let stuck = 0;
  for (const c of matrix.cells)
    if (c.problemId === problem.id && c.assignmentId === problem.assignmentId) {
      counts.set(c.state, (counts.get(c.state) ?? 0) + 1);
      if (c.stuck) stuck += 1;
    }
  const parts = (Object.keys(CELL_STATE_LABELS) as CellState[])
    .filter((s) => counts.get(s))
    .map((s) => `${counts.get(s)} ${CELL_STATE_LABELS[s].toLowerCase()}`);
  return `${parts.join(", ")}${stuck ? `; ${stuck} stuck` : ""}.`;
}

export function timeLeft(due: Date, now: Date): string {
  const ms = due.getTime() - now.getTime();
  if (ms <= 0) return "closed";
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 48) return `${Math.floor(hours / 24)} days left`;
  if (hours >= 1) return `${hours} hours left`;
  return `${Math.max(1, Math.floor(ms / 60_000))} minutes left`;
}

/** As a coach set it. */
export const inZone = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" });
