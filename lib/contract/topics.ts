/* Plain constants, so screens that only name topics need no schema library. */

/** The alias tables are in server/features/train/taxonomy.ts. */
export const TOPICS = {
  dp: "Dynamic programming",
  greedy: "Greedy",
  math: "Math",
  "number-theory": "Number theory",
  combinatorics: "Combinatorics",
  probability: "Probability",
  geometry: "Geometry",
  strings: "Strings",
  hashing: "Hashing",
  sorting: "Sorting",
  "binary-search": "Binary search",
  "two-pointers": "Two pointers",
  graphs: "Graphs",
  trees: "Trees",
  "shortest-paths": "Shortest paths",
  dsu: "Disjoint sets",
  search: "BFS and DFS",
  "data-structures": "Data structures",
  "stacks-queues": "Stacks and queues",
  heaps: "Heaps",
  bitmasks: "Bit manipulation",
  "brute-force": "Brute force",
  implementation: "Implementation",
  constructive: "Constructive",
  games: "Games",
  "divide-and-conquer": "Divide and conquer",
  matrices: "Matrices",
  interactive: "Interactive",
} as const;
export type Topic = keyof typeof TOPICS;
export const TOPIC_IDS = Object.keys(TOPICS) as [Topic, ...Topic[]];

/** The solve chance each band aims at, as AtCoder Problems does. */
export const BANDS = { easy: 0.8, moderate: 0.5, hard: 0.2 } as const;
export type Band = keyof typeof BANDS;
export const BAND_IDS = Object.keys(BANDS) as [Band, ...Band[]];
