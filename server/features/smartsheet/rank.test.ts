import type { PersonAccount } from "./network";
import { rankProblems } from "./rank";
import { accountWindows, type WindowRow } from "./window-cache";

const person = (id: string, account = `acc-${id}`): PersonAccount => [id, `Name ${id}`, account, "codeforces", "1", null, "ok"];
const row = (problemId: number, lastAt: number): WindowRow => [problemId, lastAt, null, null];

const ranked = (result: ReturnType<typeof rankProblems>) => result.map((t) => [t.problemId, t.hits.map((h) => h.person[0])]);

/** The ranking as one full sort would give it. */
function sortedRanking(people: PersonAccount[], rowsOf: Map<string, WindowRow[]>, from: number, limit: number) {
  const seen = new Map<number, { first: number; people: string[]; last: number }>();
  for (const p of people)
    for (const [problemId, at] of rowsOf.get(p[2]) ?? []) {
      if (at < from) continue;
      const entry = seen.get(problemId) ?? { first: seen.size, people: [], last: -Infinity };
      entry.people.push(p[0]);
      entry.last = Math.max(entry.last, at);
      seen.set(problemId, entry);
    }
  return [...seen]
    .sort(([, a], [, b]) => b.people.length - a.people.length || b.last - a.last || a.first - b.first)
    .slice(0, limit)
    .map(([id, e]) => [id, e.people]);
}

describe("rankProblems", () => {
  const ada = person("ada");
  const bob = person("bob");
  const cy = person("cy");

  it("ranks by people, then the latest attempt, keeps people in order and leaves out rows before the window", () => {
    const rowsOf = new Map([
      ["acc-ada", [row(1, 100), row(2, 300), row(4, 50)]],
      ["acc-bob", [row(1, 200), row(3, 250)]],
      ["acc-cy", [row(1, 150), row(2, 120), row(4, 90)]],
    ]);
    expect(ranked(rankProblems([ada, bob, cy], rowsOf, 60, 10))).toEqual([
      [1, ["ada", "bob", "cy"]],
      [2, ["ada", "cy"]],
      [3, ["bob"]],
      // Ada's row on problem 4 is before the window: one person.
      [4, ["cy"]],
    ]);
    expect(ranked(rankProblems([ada, bob, cy], rowsOf, 60, 2))).toEqual([
      [1, ["ada", "bob", "cy"]],
      [2, ["ada", "cy"]],
    ]);
    expect(rankProblems([ada, bob, cy], rowsOf, 1000, 10)).toEqual([]);
    expect(rankProblems([], rowsOf, 0, 10)).toEqual([]);
  });

  it("cuts inside a count by the latest attempt, and gives ties at the very cut to the problem seen first", () => {
    const rowsOf = new Map([
      ["acc-ada", [row(1, 10), row(2, 30), row(3, 30), row(4, 20), row(5, 5)]],
      ["acc-bob", [row(5, 6)]],
    ]);
    // Problem 5 has two people; of the rest, 2 and 3 tie on the latest attempt, and 2 was seen first.
    expect(ranked(rankProblems([ada, bob], rowsOf, 0, 2))).toEqual([
      [5, ["ada", "bob"]],
      [2, ["ada"]],
    ]);
    expect(ranked(rankProblems([ada, bob], rowsOf, 0, 3)).map(([id]) => id)).toEqual([5, 2, 3]);
    expect(ranked(rankProblems([ada, bob], rowsOf, 0, 4)).map(([id]) => id)).toEqual([5, 2, 3, 4]);
  });

  it("counts a handle followed both through its user and bare as two people, as the entries do", () => {
    const bare = person("account:acc-ada", "acc-ada");
    const rowsOf = new Map([["acc-ada", [row(1, 10)]]]);
    expect(ranked(rankProblems([ada, bare], rowsOf, 0, 5))).toEqual([[1, ["ada", "account:acc-ada"]]]);
  });

  it("tells apart problem ids that share their low 32 bits, up to the largest safe integer", () => {
    const big = [5, 5 + 2 ** 32, 5 + 2 ** 33, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 2 ** 32];
    const rowsOf = new Map([
      ["acc-ada", big.map((id, i) => row(id, i))],
      ["acc-bob", [row(big[2]!, 0), row(big[3]!, 0)]],
    ]);
    expect(ranked(rankProblems([ada, bob], rowsOf, 0, 10))).toEqual([
      [big[3], ["ada", "bob"]],
      [big[2], ["ada", "bob"]],
      [big[4], ["ada"]],
      [big[1], ["ada"]],
      [big[0], ["ada"]],
    ]);
  });

  it("agrees with a full sort on many random networks", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const people = Array.from({ length: 1 + random(12) }, (_, i) => person(`p${i}`));
      const rowsOf = new Map(
        people.map((p) => {
          const problems = new Set(Array.from({ length: random(15) }, () => random(25)));
          return [p[2], [...problems].map((id) => row(id, random(8)))] as [string, WindowRow[]];
        }),
      );
      const from = random(3);
      const limit = 1 + random(20);
      expect(ranked(rankProblems(people, rowsOf, from, limit))).toEqual(sortedRanking(people, rowsOf, from, limit));
    }
  });
});

describe("accountWindows", () => {
  it("gives an account's rows again only at the same activity version and for a window that starts no earlier", () => {
    const windows = accountWindows({ maxRows: 10 });
    windows.set("a", { version: "3", since: 100, rows: [row(1, 150)] });
    expect(windows.get("a", "3", 100)?.rows).toEqual([row(1, 150)]);
    expect(windows.get("a", "3", 200)?.rows).toEqual([row(1, 150)]);
    expect(windows.get("a", "3", 50)).toBeUndefined();
    expect(windows.get("a", "4", 100)).toBeUndefined();
    expect(windows.get("b", "3", 100)).toBeUndefined();
  });

  it("keeps within its rows, dropping the least recently used account first", () => {
    const windows = accountWindows({ maxRows: 4 });
    const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i, 0));
    windows.set("a", { version: "1", since: 0, rows: rows(2) });
    windows.set("b", { version: "1", since: 0, rows: rows(2) });
    expect(windows.get("a", "1", 0)?.rows).toHaveLength(2);
    windows.set("c", { version: "1", since: 0, rows: rows(2) });
    expect(windows.get("b", "1", 0)).toBeUndefined();
    expect(windows.get("a", "1", 0)?.rows).toHaveLength(2);
    expect(windows.size()).toEqual({ accounts: 2, rows: 4 });
    windows.set("d", { version: "1", since: 0, rows: rows(5) });
    expect(windows.get("d", "1", 0)).toBeUndefined();
    expect(windows.size()).toEqual({ accounts: 2, rows: 4 });
  });
});
