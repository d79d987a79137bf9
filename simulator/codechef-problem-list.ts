import { PRACTICE, type ProblemBook, type SimProblem, startersBefore, startersStart } from "./codechef-world";

// CodeChef's practice list (difficulty_rating as a string) and tags: every classic and every problem of a started round, easiest first.

/** Tags by problem stem, in CodeChef's own words. */
const STEM_TAGS: Record<string, string[]> = {
  MAXDIFF: ["Greedy Algorithms", "Sorting"],
  SUMPAIR: ["Two Pointers", "Sorting"],
  GRIDWALK: ["Dynamic Programming", "Matrix"],
  XORQ: ["Bit Manipulation", "Prefix Sum"],
  PALIN: ["Strings", "Hashing"],
  BALSTR: ["Strings", "Stack"],
  MINOPS: ["Greedy Algorithms", "Observation"],
  TREEPATH: ["Trees", "DFS"],
  COINS: ["Dynamic Programming", "Basic Math"],
  ARRSPLIT: ["Binary Search", "Prefix Sum"],
  CHEFSHOP: ["Greedy Algorithms", "Implementation"],
  GCDSUM: ["Number Theory", "Basic Math"],
  BINFLIP: ["Bit Manipulation", "Constructive"],
  SWAPSORT: ["Sorting", "Graphs"],
  KSUB: ["Sliding Window", "Dynamic Programming"],
  EVENODD: ["Basic Math", "Implementation"],
  DISTNUM: ["Hashing", "Sorting"],
  MEXARR: ["Constructive", "Greedy Algorithms"],
  PERMFIX: ["Constructive", "Combinatorics"],
  CYCLES: ["Graphs", "Disjoint Set Union"],
  RANGEQ: ["Segment Tree", "Binary Search"],
  STAIRS: ["Dynamic Programming", "Combinatorics"],
  LAMPS: ["Bit Manipulation", "Brute Force"],
  ROBOT: ["Simulation", "BFS"],
  BUDGET: ["Binary Search", "Greedy Algorithms"],
  TEAMS: ["Sorting", "Two Pointers"],
  QUEUES: ["Queue", "Simulation"],
  BITMAGIC: ["Bit Manipulation", "Basic Math"],
};
const PRACTICE_TAGS = ["Basic Math", "Implementation"];

const stemOf = (code: string) => /^([A-Z]+?)(\d+)$/.exec(code);

function allProblems(book: ProblemBook, now: number): SimProblem[] {
  const problems = [...PRACTICE];
  for (let n = 1; n <= startersBefore(now); n++) if (startersStart(n) <= now) problems.push(...book(n));
  return problems.sort((a, b) => a.difficulty - b.difficulty || (a.code < b.code ? -1 : 1));
}

export function problemListAnswer(book: ProblemBook, params: URLSearchParams, now: number) {
  const page = Math.max(0, Math.floor(Number(params.get("page") ?? 0)) || 0);
  const limit = Math.min(100, Math.max(1, Math.floor(Number(params.get("limit") ?? 20)) || 20));
  const all = allProblems(book, now);
  const data = all.slice(page * limit, page * limit + limit).map((p) => ({
    code: p.code,
    name: p.name,
    difficulty_rating: String(p.difficulty),
    successful_submissions: 1000,
  }));
  return { status: "success", message: "Problems list", data, count: all.length };
}

export function practiceProblemAnswer(book: ProblemBook, code: string, now: number) {
  const classic = PRACTICE.find((p) => p.code === code);
  const m = stemOf(code);
  const starters =
    m && Number(m[2]) >= 1 && startersStart(Number(m[2])) <= now ? book(Number(m[2])).find((p) => p.code === code) : undefined;
  const problem = classic ?? starters;
  if (!problem) return { status: "error", message: "Problem does not exist." };
  const tags = classic ? PRACTICE_TAGS : (STEM_TAGS[m![1]!] ?? []);
  return { status: "success", problem_code: problem.code, problem_name: problem.name, user_tags: tags, computed_tags: [] };
}
