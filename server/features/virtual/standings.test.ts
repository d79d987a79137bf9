import { computeStandings, pointsAt, type ContestAttempt, type StandingsInput } from "./standings";

const start = new Date("2026-11-24T10:00:00Z");
const at = (minutes: number, seconds = 0) => new Date(start.getTime() + minutes * 60_000 + seconds * 1000);
const problems = [
  { id: "p1", points: pointsAt(0) },
  { id: "p2", points: pointsAt(1) },
  { id: "p3", points: pointsAt(2) },
];
const people = [
  { userId: "a", name: "Ada", freshness: null },
  { userId: "b", name: "Bob", freshness: "2026-11-24T10:30:00.000Z" },
  { userId: "c", name: "Cy", freshness: null },
];
const ac = (userId: string, problemId: string, when: Date): ContestAttempt => ({
  userId,
  problemId,
  at: when,
  verdict: "accepted",
  compileError: false,
});
const wa = (userId: string, problemId: string, when: Date): ContestAttempt => ({
  userId,
  problemId,
  at: when,
  verdict: "rejected",
  compileError: false,
});
const ce = (userId: string, problemId: string, when: Date): ContestAttempt => ({
  userId,
  problemId,
  at: when,
  verdict: "rejected",
  compileError: true,
});

const run = (mode: StandingsInput["mode"], attempts: ContestAttempt[], penaltySeconds = 300) =>
  computeStandings({ mode, startAt: start, penaltySeconds, problems, participants: people, attempts });
const summary = (rows: ReturnType<typeof run>) => rows.map((r) => [r.rank, r.userId, r.solved, r.points, r.penaltySeconds]);

describe("normal mode", () => {
  it("ranks by points, then the last solve's time plus 300 s per wrong attempt before each Accepted", () => {
    const rows = run("normal", [
      // Ada: p1 at 10:00 after 2 wrong, p2 at 30:00 → 300 points, 1800 + 2×300 = 2400 s.
      wa("a", "p1", at(2)),
      wa("a", "p1", at(5)),
      ac("a", "p1", at(10)),
      ac("a", "p2", at(30)),
      // Bob: p3 at 20:00 → 300 points, 1200 s; a wrong attempt on p1 he never solved costs nothing.
      wa("b", "p1", at(3)),
      ac("b", "p3", at(20)),
      // Cy: p1 at 1:00 → 100 points, 60 s.
      ac("c", "p1", at(1)),
    ]);
    expect(summary(rows)).toEqual([
      [1, "b", 1, 300, 1200],
      [2, "a", 2, 300, 2400],
      [3, "c", 1, 100, 60],
    ]);
    const ada = rows.find((r) => r.userId === "a")!;
    expect(ada.cells).toEqual([
      { problemId: "p1", solvedAt: at(10).toISOString(), attemptsBefore: 2, takenByOther: false },
      { problemId: "p2", solvedAt: at(30).toISOString(), attemptsBefore: 0, takenByOther: false },
      { problemId: "p3", solvedAt: null, attemptsBefore: 0, takenByOther: false },
    ]);
    expect(rows.find((r) => r.userId === "b")!.cells[0]).toEqual({
      problemId: "p1",
      solvedAt: null,
      attemptsBefore: 1,
      takenByOther: false,
    });
  });

  it("ignores compile errors, pending verdicts and anything after the first Accepted; uses the contest's own penalty", () => {
    const rows = run(
      "normal",
      [
        ce("a", "p1", at(1)),
        { userId: "a", problemId: "p1", at: at(2), verdict: "pending", compileError: false },
        wa("a", "p1", at(3)),
        ac("a", "p1", at(4)),
        wa("a", "p1", at(6)),
        ac("a", "p1", at(7)),
      ],
      60,
    );
    // 240 s + 1 wrong × 60 s.
    expect(summary(rows)[0]).toEqual([1, "a", 1, 100, 300]);
    expect(rows[0]!.cells[0]).toMatchObject({ solvedAt: at(4).toISOString(), attemptsBefore: 1 });
  });

  it("gives tied rows the same rank and the next row the rank after all of them", () => {
    const rows = run("normal", [
      // Ada: p2 at 5:00 after 1 wrong = 600 s; Bob: p2 at 10:00 = 600 s; Cy: p1 at 1:00.
      wa("a", "p2", at(1)),
      ac("a", "p2", at(5)),
      ac("b", "p2", at(10)),
      ac("c", "p1", at(1)),
    ]);
    expect(summary(rows)).toEqual([
      [1, "a", 1, 200, 600],
      [1, "b", 1, 200, 600],
      [3, "c", 1, 100, 60],
    ]);
  });

  it("ranks everybody first with nothing solved, with no time", () => {
    const rows = run("normal", [wa("a", "p1", at(1))]);
    expect(summary(rows)).toEqual([
      [1, "a", 0, 0, 0],
      [1, "b", 0, 0, 0],
      [1, "c", 0, 0, 0],
    ]);
  });
});

describe("lockout mode", () => {
  it("gives each problem to the first Accepted only; later solvers see it taken", () => {
    const rows = run("lockout", [
      ac("b", "p1", at(3)),
      ac("a", "p1", at(4)),
      wa("a", "p2", at(5)),
      ac("a", "p2", at(8)),
      ac("c", "p2", at(9)),
      ac("c", "p3", at(20)),
    ]);
    // Ada: p2 (200) at 8:00 = 480 s, no penalty in lockout; Bob: p1 (100) at 180 s; Cy: p3 (300) at 1200 s.
    expect(summary(rows)).toEqual([
      [1, "c", 1, 300, 1200],
      [2, "a", 1, 200, 480],
      [3, "b", 1, 100, 180],
    ]);
    const ada = rows.find((r) => r.userId === "a")!;
    expect(ada.cells[0]).toEqual({ problemId: "p1", solvedAt: null, attemptsBefore: 0, takenByOther: true });
    expect(rows.find((r) => r.userId === "c")!.cells[1]).toMatchObject({ solvedAt: null, takenByOther: true });
  });

  it("lets Accepteds at the same second both take the problem, and ties them", () => {
    const rows = run("lockout", [ac("a", "p3", at(10)), ac("b", "p3", at(10))]);
    expect(summary(rows)).toEqual([
      [1, "a", 1, 300, 600],
      [1, "b", 1, 300, 600],
      [3, "c", 0, 0, 0],
    ]);
  });
});

describe("training mode", () => {
  it("ranks by solved count whatever the points, then the last solve's time, no penalty", () => {
    const rows = run("training", [
      ac("a", "p3", at(50)),
      wa("b", "p1", at(1)),
      wa("b", "p1", at(2)),
      ac("b", "p1", at(10)),
      ac("b", "p2", at(20)),
      ac("c", "p1", at(5)),
      ac("c", "p2", at(15)),
    ]);
    expect(summary(rows)).toEqual([
      [1, "c", 2, 300, 900],
      [2, "b", 2, 300, 1200],
      [3, "a", 1, 300, 3000],
    ]);
  });
});
