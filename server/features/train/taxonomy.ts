import type { PlatformId } from "@/lib/contract/platforms";
import { TOPIC_IDS, type Topic } from "@/lib/contract/train";

/**
 * Each platform's tag names folded into the canonical topics (lib/contract/train.ts). Names are
 * compared lower-cased with punctuation turned into spaces. A tag that is absent is dropped:
 * Codeforces' `*special`, LeetCode's `Array` and `Database`, CodeChef's `Observation` and the like
 * say nothing about a skill.
 */
const CODEFORCES: Record<string, Topic> = {
  dp: "dp",
  greedy: "greedy",
  math: "math",
  "number theory": "number-theory",
  "chinese remainder theorem": "number-theory",
  combinatorics: "combinatorics",
  fft: "math",
  probabilities: "probability",
  geometry: "geometry",
  strings: "strings",
  "string suffix structures": "strings",
  "expression parsing": "strings",
  hashing: "hashing",
  sortings: "sorting",
  "binary search": "binary-search",
  "ternary search": "binary-search",
  "two pointers": "two-pointers",
  graphs: "graphs",
  "graph matchings": "graphs",
  flows: "graphs",
  "2 sat": "graphs",
  trees: "trees",
  "shortest paths": "shortest-paths",
  dsu: "dsu",
  "dfs and similar": "search",
  "data structures": "data-structures",
  bitmasks: "bitmasks",
  "brute force": "brute-force",
  "meet in the middle": "brute-force",
  implementation: "implementation",
  schedules: "implementation",
  "constructive algorithms": "constructive",
  games: "games",
  "divide and conquer": "divide-and-conquer",
  matrices: "matrices",
  interactive: "interactive",
};

const LEETCODE: Record<string, Topic> = {
  "dynamic programming": "dp",
  memoization: "dp",
  greedy: "greedy",
  math: "math",
  "number theory": "number-theory",
  combinatorics: "combinatorics",
  "probability and statistics": "probability",
  "reservoir sampling": "probability",
  "rejection sampling": "probability",
  randomized: "probability",
  geometry: "geometry",
  "line sweep": "geometry",
  string: "strings",
  "string matching": "strings",
  "suffix array": "strings",
  trie: "strings",
  "hash table": "hashing",
  "hash function": "hashing",
  "rolling hash": "hashing",
  counting: "hashing",
  sorting: "sorting",
  "merge sort": "sorting",
  "counting sort": "sorting",
  "bucket sort": "sorting",
  "radix sort": "sorting",
  quickselect: "sorting",
  "binary search": "binary-search",
  "two pointers": "two-pointers",
  "sliding window": "two-pointers",
  graph: "graphs",
  "topological sort": "graphs",
  "minimum spanning tree": "graphs",
  "strongly connected component": "graphs",
  "eulerian circuit": "graphs",
  "biconnected component": "graphs",
  tree: "trees",
  "binary tree": "trees",
  "binary search tree": "trees",
  "shortest path": "shortest-paths",
  "union find": "dsu",
  "depth first search": "search",
  "breadth first search": "search",
  backtracking: "search",
  recursion: "search",
  "segment tree": "data-structures",
  "binary indexed tree": "data-structures",
  "ordered set": "data-structures",
  design: "data-structures",
  "linked list": "data-structures",
  "doubly linked list": "data-structures",
  "prefix sum": "data-structures",
  "data stream": "data-structures",
  iterator: "data-structures",
  stack: "stacks-queues",
  queue: "stacks-queues",
  "monotonic stack": "stacks-queues",
  "monotonic queue": "stacks-queues",
  "heap priority queue": "heaps",
  "bit manipulation": "bitmasks",
  bitmask: "bitmasks",
  enumeration: "brute-force",
  simulation: "implementation",
  brainteaser: "constructive",
  "game theory": "games",
  "divide and conquer": "divide-and-conquer",
  matrix: "matrices",
  interactive: "interactive",
};

const CODECHEF: Record<string, Topic> = {
  "dynamic programming": "dp",
  dp: "dp",
  greedy: "greedy",
  "greedy algorithms": "greedy",
  math: "math",
  maths: "math",
  "basic math": "math",
  mathematics: "math",
  "number theory": "number-theory",
  combinatorics: "combinatorics",
  probability: "probability",
  geometry: "geometry",
  strings: "strings",
  string: "strings",
  hashing: "hashing",
  sorting: "sorting",
  "binary search": "binary-search",
  "two pointers": "two-pointers",
  "sliding window": "two-pointers",
  graphs: "graphs",
  graph: "graphs",
  trees: "trees",
  tree: "trees",
  "shortest path": "shortest-paths",
  dsu: "dsu",
  "disjoint set union": "dsu",
  dfs: "search",
  bfs: "search",
  "segment tree": "data-structures",
  "prefix sum": "data-structures",
  "data structures": "data-structures",
  stack: "stacks-queues",
  queue: "stacks-queues",
  heap: "heaps",
  "priority queue": "heaps",
  "bit manipulation": "bitmasks",
  "bitwise operations": "bitmasks",
  bitmasking: "bitmasks",
  "brute force": "brute-force",
  implementation: "implementation",
  simulation: "implementation",
  constructive: "constructive",
  "game theory": "games",
  games: "games",
  "divide and conquer": "divide-and-conquer",
  matrix: "matrices",
  matrices: "matrices",
  interactive: "interactive",
};

export const TAG_ALIASES: Record<PlatformId, Record<string, Topic>> = { codeforces: CODEFORCES, leetcode: LEETCODE, codechef: CODECHEF };

const normalise = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const ORDER = new Map(TOPIC_IDS.map((t, i) => [t, i]));

/** A platform's tags as canonical topics: unknown and meaningless tags dropped, each topic once, in taxonomy order. */
export function canonicalTopics(platform: PlatformId, tags: readonly string[]): Topic[] {
  const aliases = TAG_ALIASES[platform];
  const topics = new Set<Topic>();
  for (const tag of tags) {
    const topic = aliases[normalise(tag)];
    if (topic) topics.add(topic);
  }
  return [...topics].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}
