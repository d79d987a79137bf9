import type { StandingCell, StandingRow, VirtualMode } from "@/lib/contract/virtual";

/** Already inside the contest window. */
export type ContestAttempt = {
  userId: string;
  problemId: string;
  at: Date;
  verdict: "accepted" | "rejected" | "partial" | "pending";
  compileError: boolean;
};

export type StandingsInput = {
  mode: VirtualMode;
  startAt: Date;
  penaltySeconds: number;
  problems: ReadonlyArray<{ id: string; points: number }>;
  participants: ReadonlyArray<{ userId: string; name: string; freshness: string | null }>;
  attempts: readonly ContestAttempt[];
};

export const pointsAt = (position: number) => 100 * (position + 1);

type FirstSolve = { at: Date; wrongBefore: number } | null;

/** All wrong attempts when none was accepted. */
function firstSolves(input: StandingsInput) {
  const sorted = [...input.attempts].sort((a, b) => a.at.getTime() - b.at.getTime());
  const solves = new Map<string, FirstSolve>();
  const wrong = new Map<string, number>();
  for (const a of sorted) {
    // As on the judges themselves.
    if (a.compileError || a.verdict === "pending") continue;
    const key = `${a.userId}\u0000${a.problemId}`;
    if (solves.get(key)) continue;
    if (a.verdict === "accepted") solves.set(key, { at: a.at, wrongBefore: wrong.get(key) ?? 0 });
    else wrong.set(key, (wrong.get(key) ?? 0) + 1);
  }
  return { solves, wrong };
}

/** As AtCoder Problems ranks its virtual contests (docs/decisions/016-virtual-contests.md); ties share a rank, ordered by name. */
export function computeStandings(input: StandingsInput): StandingRow[] {
  const { solves, wrong } = firstSolves(input);
  const first = new Map<string, number>();
  if (input.mode === "lockout") {
    for (const [key, s] of solves) {
      if (!s) continue;
      const problemId = key.split("\u0000")[1]!;
      first.set(problemId, Math.min(first.get(problemId) ?? Infinity, s.at.getTime()));
    }
  }
  const start = input.startAt.getTime();
  const rows = input.participants.map((p) => {
    let solved = 0;
    let points = 0;
    let wrongTotal = 0;
    let last = 0;
    const cells: StandingCell[] = input.problems.map((problem) => {
      const key = `${p.userId}\u0000${problem.id}`;
      const s = solves.get(key) ?? null;
      const takenByOther = input.mode === "lockout" && first.has(problem.id) && (!s || s.at.getTime() > first.get(problem.id)!);
      if (!s || takenByOther)
        return { problemId: problem.id, solvedAt: null, attemptsBefore: s ? s.wrongBefore : (wrong.get(key) ?? 0), takenByOther };
      solved += 1;
      points += problem.points;
      wrongTotal += s.wrongBefore;
      last = Math.max(last, Math.floor((s.at.getTime() - start) / 1000));
      return { problemId: problem.id, solvedAt: s.at.toISOString(), attemptsBefore: s.wrongBefore, takenByOther: false };
    });
    const score = input.mode === "training" ? solved : points;
    const time = input.mode === "normal" ? last + wrongTotal * input.penaltySeconds : last;
    return {
      userId: p.userId,
      name: p.name,
      rank: 0,
      solved,
      points,
      penaltySeconds: score > 0 ? time : 0,
      cells,
      freshness: p.freshness,
      score,
    };
  });
  rows.sort(
    (a, b) => b.score - a.score || a.penaltySeconds - b.penaltySeconds || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId),
  );
  return rows.map((row, i) => {
    const prev = rows[i - 1];
    const tied = prev && prev.score === row.score && prev.penaltySeconds === row.penaltySeconds;
    row.rank = tied ? prev.rank : i + 1;
    const { score: _score, ...out } = row;
    return out;
  });
}
