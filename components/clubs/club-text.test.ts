import type { ClubMatrix } from "@/lib/contract/clubs";
import { matrixCsv, problemSummary, timeLeft } from "./club-text";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const W = "00000000-0000-4000-8000-0000000000ff";
const matrix: ClubMatrix = {
  members: [
    { id: A, name: "Ada, the first", userName: "ada", role: "member", unverified: false },
    { id: B, name: "Bob", userName: "bob", role: "member", unverified: true },
  ],
  problems: [
    {
      id: 1,
      name: 'Say "hi"',
      url: "https://codeforces.com/contest/4/problem/A",
      platform: "codeforces",
      difficulty: 800,
      assignmentId: W,
    },
  ],
  cells: [
    { memberId: A, problemId: 1, assignmentId: W, state: "solved", stuck: false },
    { memberId: B, problemId: 1, assignmentId: W, state: "attempted", stuck: true },
  ],
};

describe("club text", () => {
  it("exports the matrix as CSV with the states in words, quoting what needs it", () => {
    expect(matrixCsv(matrix)).toBe(
      ['Member,Handle flag,"Say ""hi"""', '"Ada, the first",,Solved in time', "Bob,unverified handle,Attempted (stuck)", ""].join("\n"),
    );
  });

  it("says each problem's progress in words", () => {
    expect(problemSummary(matrix, { id: 1, assignmentId: W })).toBe("1 solved in time, 1 attempted; 1 stuck.");
  });

  it("says the time left", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    expect(timeLeft(new Date("2026-12-04T00:00:00Z"), now)).toBe("3 days left");
    expect(timeLeft(new Date("2026-12-01T05:30:00Z"), now)).toBe("5 hours left");
    expect(timeLeft(new Date("2026-11-30T00:00:00Z"), now)).toBe("closed");
  });
});
