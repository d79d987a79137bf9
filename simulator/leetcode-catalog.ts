import { mixSeed, Random } from "./random";
import { SECOND, DAY, WEEK } from "@/lib/time";

// Each user has its own stream, so adding users does not change earlier ones.

/** LeetCode's contest times are Unix seconds. */
export const DAY_S = DAY / SECOND;
const WEEK_S = WEEK / SECOND;
export const CONTEST_SECONDS = 5_400;

// Weekly contests start Sundays 02:30 UTC, biweekly ones every other Saturday 14:30 UTC.
const WEEKLY_ANCHOR = { number: 400, start: Date.UTC(2024, 5, 2, 2, 30) / 1000 };
const BIWEEKLY_ANCHOR = { number: 132, start: Date.UTC(2024, 5, 8, 14, 30) / 1000 };

export type Difficulty = "Easy" | "Medium" | "Hard";
export const DIFFICULTIES: readonly Difficulty[] = ["Easy", "Medium", "Hard"];

export type SimProblem = {
  questionId: number;
  title: string;
  titleSlug: string;
  difficulty: Difficulty;
  isPaidOnly: boolean;
  tags: { name: string; slug: string }[];
  likes: number;
  dislikes: number;
};

export type SimContest = { title: string; titleSlug: string; startTime: number };

export type Tier = "grinder" | "regular" | "idle" | "none";

export type SimUser = {
  index: number;
  handle: string;
  tier: Tier;
  skill: number;
  contestant: boolean;
  realName: string;
  avatar: string;
  lang: string;
};

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const TAGS = [
  ["Array", 30],
  ["String", 18],
  ["Hash Table", 14],
  ["Dynamic Programming", 14],
  ["Math", 12],
  ["Sorting", 10],
  ["Greedy", 10],
  ["Depth-First Search", 8],
  ["Binary Search", 8],
  ["Breadth-First Search", 6],
  ["Tree", 6],
  ["Matrix", 6],
  ["Two Pointers", 6],
  ["Bit Manipulation", 5],
  ["Stack", 5],
  ["Heap (Priority Queue)", 5],
  ["Graph", 5],
  ["Prefix Sum", 5],
  ["Simulation", 4],
  ["Sliding Window", 4],
  ["Backtracking", 3],
  ["Union Find", 3],
  ["Linked List", 3],
  ["Trie", 2],
  ["Monotonic Stack", 2],
  ["Segment Tree", 2],
  ["Number Theory", 2],
  ["Geometry", 1],
] as const satisfies readonly (readonly [string, number])[];

const CLASSICS: [string, Difficulty, string[]][] = [
  ["Two Sum", "Easy", ["Array", "Hash Table"]],
  ["Add Two Numbers", "Medium", ["Linked List", "Math"]],
  ["Longest Substring Without Repeating Characters", "Medium", ["Hash Table", "String", "Sliding Window"]],
  ["Median of Two Sorted Arrays", "Hard", ["Array", "Binary Search"]],
  ["Maximum Subarray", "Medium", ["Array", "Dynamic Programming"]],
  ["Merge Intervals", "Medium", ["Array", "Sorting"]],
];

const wordList = (text: string) => text.split(",").map((word) => word.trim());

const TITLE_HEADS = wordList(`
  Minimum, Maximum, Count, Longest, Shortest, Number of, Sum of, Find the, Check If, Smallest, Largest,
  Split, Merge, Sort, Reverse, Remove
`);
const TITLE_ADJECTIVES = wordList(`
  Good, Special, Balanced, Beautiful, Valid, Increasing, Alternating, Distinct, Equal, Palindromic,
  Sorted, Unique, Consecutive, Magic, Lucky, Connected, Weighted, Circular, Binary, Nice
`);
const TITLE_NOUNS = wordList(`
  Subarrays, Substrings, Subsequences, Pairs, Paths, Intervals, Islands, Nodes, Edges, Triplets, Segments,
  Operations, Strings, Numbers, Partitions, Rectangles, Queries, Towers, Coins, Trees
`);
const TITLE_TAILS = wordList(`
  , , , , in a Grid, in a Binary Tree, With K Changes, After Removals, of Length K, in a Matrix,
  With Bounded Sum, II
`);

export function buildProblems(seed: number, count: number): SimProblem[] {
  const rng = new Random(mixSeed(seed, 1));
  const tagOf = (name: string) => ({ name, slug: slugify(name) });
  const problems: SimProblem[] = [];
  const slugs = new Set<string>();
  const add = (title: string, difficulty: Difficulty, tags: string[]) => {
    const titleSlug = slugify(title);
    if (slugs.has(titleSlug)) return;
    slugs.add(titleSlug);
    const likes = rng.int(20, 9000);
    problems.push({
      questionId: problems.length + 1,
      title,
      titleSlug,
      difficulty,
      isPaidOnly: problems.length >= CLASSICS.length && rng.chance(0.08),
      tags: tags.map(tagOf),
      likes,
      dislikes: Math.round(likes * rng.next() * 0.4),
    });
  };
  for (const [title, difficulty, tags] of CLASSICS) add(title, difficulty, tags);
  while (problems.length < count) {
    const tail = rng.pick(TITLE_TAILS);
    const title = `${rng.pick(TITLE_HEADS)} ${rng.pick(TITLE_ADJECTIVES)} ${rng.pick(TITLE_NOUNS)}${tail ? ` ${tail}` : ""}`;
    const difficulty = rng.weighted<Difficulty>([
      ["Easy", 25],
      ["Medium", 52],
      ["Hard", 23],
    ]);
    const tags = new Set<string>();
    const tagCount = rng.int(1, difficulty === "Easy" ? 2 : 4);
    while (tags.size < tagCount) tags.add(rng.weighted(TAGS));
    add(title, difficulty, [...tags]);
  }
  return problems;
}

const FIRST_NAMES = wordList(`
  alice, bo, carlos, dmitri, elena, farah, gaurav, hana, ivan, jia, kofi, lena, mateo, nadia, omar, priya,
  quinn, rahul, sofia, tomas, uma, viktor, wei, ximena, yusuf, zara, arjun, mei, noah, leila, kenji, ana,
  sanjay, olga, diego, amara, felix, ines, raj, yuki
`);
const LAST_NAMES = wordList(`
  chen, kumar, garcia, ivanov, nguyen, okafor, sato, rossi, muller, silva, patel, kim, haddad, novak,
  costa, sharma, tanaka, lopez, singh, wang, petrov, mensah, ali, park, jensen, moreau, reyes, das, li,
  ahmed
`);
export const LANGS = ["python3", "cpp", "java", "javascript", "golang", "rust", "typescript", "csharp"];

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function handleFor(rng: Random): { handle: string; realName: string } {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const realName = rng.chance(0.7) ? `${capital(first)} ${capital(last)}` : "";
  const handle = [
    () => `${first}_${last}`,
    () => `${first}${last}`,
    () => `${first}${rng.int(1, 9999)}`,
    () => `${capital(first)}${capital(last)}`,
    () => `${first}-${last.slice(0, 3)}`,
    () => `${first.charAt(0)}${last}${rng.int(10, 99)}`,
    () => `${capital(first)}_${rng.int(100, 999)}`,
  ][rng.int(0, 6)]!();
  return { handle, realName };
}

// The first users have fixed habits so tests and the demo always find each kind.
const FIXED_TIERS: Tier[] = ["grinder", "regular", "idle"];
const TIER_WEIGHTS: [Tier, number][] = [
  ["grinder", 5],
  ["regular", 20],
  ["idle", 75],
];

export function buildUsers(seed: number, count: number): SimUser[] {
  const users: SimUser[] = [];
  const taken = new Set(["unrated_lc", "empty_lc"]);
  const rng = new Random(0);
  const add = (handle: string, realName: string, tier: Tier, contestant: boolean) => {
    const skill = Math.min(3000, Math.max(1100, rng.normal(tier === "grinder" ? 1850 : 1600, 230)));
    const avatar = rng.chance(0.6)
      ? `https://assets.leetcode.com/users/avatars/avatar_${1_600_000_000 + rng.int(0, 150_000_000)}.png`
      : "https://assets.leetcode.com/users/default_avatar.jpg";
    users.push({ index: users.length, handle, tier, skill, contestant, realName, avatar, lang: rng.pick(LANGS) });
  };
  for (let i = 0; i < count; i++) {
    rng.reseed(mixSeed(seed, 2, i));
    const generated = handleFor(rng);
    const realName = generated.realName;
    let handle = generated.handle;
    while (taken.has(handle.toLowerCase())) handle = `${handle}${rng.int(0, 9)}`;
    taken.add(handle.toLowerCase());
    const tier = FIXED_TIERS[i] ?? rng.weighted(TIER_WEIGHTS);
    const contestant = i < 2 || (i > 2 && rng.chance(tier === "grinder" ? 0.75 : tier === "regular" ? 0.45 : 0.12));
    add(handle, realName, tier, contestant);
  }
  rng.reseed(mixSeed(seed, 3));
  add("unrated_lc", "", "regular", false);
  add("empty_lc", "", "none", false);
  return users;
}

export function contestsBetween(from: number, to: number): SimContest[] {
  const out: SimContest[] = [];
  const series = [
    { name: "Weekly Contest", anchor: WEEKLY_ANCHOR, every: WEEK_S },
    { name: "Biweekly Contest", anchor: BIWEEKLY_ANCHOR, every: 2 * WEEK_S },
  ];
  for (const { name, anchor, every } of series) {
    const first = Math.max(1 - anchor.number, Math.ceil((from - anchor.start) / every));
    for (let k = first; anchor.start + k * every <= to; k++) {
      const title = `${name} ${anchor.number + k}`;
      out.push({ title, titleSlug: slugify(title), startTime: anchor.start + k * every });
    }
  }
  return out.sort((a, b) => a.startTime - b.startTime);
}
