import { type Random } from "./random";

const list = (items: string) => items.split("|");

const FIRST_NAMES = list(
  "Alice|Arjun|Priya|Wei|Mikhail|Sofia|Kenji|Amir|Lucas|Elena|Dmitry|Yuki|Omar|Nina|Ravi|Chen|Ivan|Mei|Tomas|Aisha|Hiro|Lena|Pavel|Sara|Jun|Farhan|Anya|Kai|Maria|Leo",
);
const LAST_NAMES = list("Chen|Sharma|Ivanov|Garcia|Tanaka|Khan|Silva|Novak|Kim|Petrov|Nguyen|Rossi|Haddad|Okafor|Larsen|Singh");
const HANDLE_WORDS = list(
  "knight|falcon|pixel|cipher|quark|tiger|lotus|maple|orbit|nova|vector|comet|ember|frost|raven|atlas|zephyr|onyx|echo|delta|sigma|kappa|blitz|lambda|byte|ninja|panda|koala|mango|dragon|wizard|phoenix|photon|prism|vertex|matrix|tensor|kernel|segtree|fenwick|dijkstra|greedy|modulo|bitmask|heap|graph",
);
const HANDLE_ADJECTIVES = list("dark|silent|lazy|swift|tiny|brave|crazy|happy|lucky|sleepy|cosmic|rapid|hidden|frozen|golden|wild");
/** country, city, organization */
export const PLACES: readonly (readonly [string, string, string])[] = [
  ["India", "Bengaluru", "IIT Bombay"],
  ["China", "Beijing", "Peking University"],
  ["Russia", "Saint Petersburg", "ITMO University"],
  ["Japan", "Tokyo", "The University of Tokyo"],
  ["Brazil", "São Paulo", "Universidade de São Paulo"],
  ["Poland", "Warsaw", "University of Warsaw"],
  ["Canada", "Toronto", "University of Toronto"],
  ["Egypt", "Cairo", "Cairo University"],
  ["Vietnam", "Hanoi", "VNU University of Engineering and Technology"],
  ["Bangladesh", "Dhaka", "BUET"],
];

const PROBLEM_ADJECTIVES = list("Lucky|Balanced|Hidden|Strange|Magic|Broken|Perfect|Lonely|Shifting|Minimal|Infinite|Colorful");
const PROBLEM_NOUNS = list(
  "Array|Permutation|Tree|Grid|String|Robot|Sequence|Graph|Segments|Queries|Candies|Towers|Subarrays|Coins|Matrix|Binary String|Paths|Game|Cards|Bracket Sequence",
);
const PROBLEM_PEOPLE = list("Alice|Bob|Monocarp|Vasya|Petya|Rudolf|Nastya|Kirill|Masha|Dima|Tenzing|Sasha");

const EASY_TAGS = list("implementation|math|greedy|brute force|strings|sortings|constructive algorithms");
const MEDIUM_TAGS = list(
  "binary search|dp|number theory|two pointers|data structures|graphs|dfs and similar|bitmasks|combinatorics|trees|greedy|math",
);
const HARD_TAGS = list(
  "data structures|dp|graphs|trees|divide and conquer|dsu|shortest paths|hashing|probabilities|games|interactive|geometry|flows|fft|string suffix structures|matrices|meet-in-the-middle|2-sat|graph matchings|combinatorics",
);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const hex = (rng: Random, length: number) => Array.from({ length }, () => rng.int(0, 15).toString(16)).join("");

/** Handles in the shapes people pick: "Alice_07", "darkKnight99", "priya_2004", "xX_nova_Xx", ... */
export function makeHandle(rng: Random): string {
  const word = rng.pick(HANDLE_WORDS);
  const first = rng.pick(FIRST_NAMES).toLowerCase();
  const adjective = rng.pick(HANDLE_ADJECTIVES);
  const digits = () => String(rng.int(0, 99)).padStart(2, "0");
  const shapes: (() => string)[] = [
    () => `${capitalise(first)}_${digits()}`,
    () => `${adjective}${capitalise(word)}${rng.chance(0.5) ? digits() : ""}`,
    () => `${first}${rng.chance(0.5) ? "_" : ""}${rng.int(1995, 2011)}`,
    () => `${capitalise(adjective)}_${capitalise(word)}`,
    () => `${word}_${rng.pick(HANDLE_WORDS)}`,
    () => `${capitalise(adjective)}${capitalise(word)}`,
    () => `${first}.${word}`,
    () => `${first.slice(0, 3)}${word}${rng.int(1, 999)}`,
    () => `xX_${word}_Xx`,
    () => [...`${word}_${first}`].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join(""),
  ];
  const weights = [16, 16, 14, 12, 12, 10, 8, 6, 4, 2];
  return rng.weighted(shapes.map((shape, i) => [shape, weights[i]!] as const))();
}

/** Real name (about 40% fill it in, some only the first name) and profile photos (about 40% upload one). */
export function personDetails(rng: Random): { firstName?: string; lastName?: string; avatar: string; titlePhoto: string } {
  const named = rng.chance(0.4);
  const lastNamed = rng.chance(0.8);
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const userNumber = rng.int(100_000, 3_000_000);
  const photo = rng.chance(0.4);
  return {
    ...(named ? { firstName, ...(lastNamed ? { lastName } : {}) } : {}),
    avatar: photo
      ? `https://userpic.codeforces.org/${userNumber}/avatar/${hex(rng, 16)}.jpg`
      : "https://userpic.codeforces.org/no-avatar.jpg",
    titlePhoto: photo
      ? `https://userpic.codeforces.org/${userNumber}/title/${hex(rng, 16)}.jpg`
      : "https://userpic.codeforces.org/no-title.jpg",
  };
}

export function problemName(rng: Random): string {
  switch (rng.int(0, 4)) {
    case 0:
      return `${rng.pick(PROBLEM_ADJECTIVES)} ${rng.pick(PROBLEM_NOUNS)}`;
    case 1:
      return `${rng.pick(PROBLEM_PEOPLE)} and the ${rng.pick(PROBLEM_NOUNS)}`;
    case 2:
      return `Yet Another ${rng.pick(PROBLEM_NOUNS)} Problem`;
    case 3:
      return `${rng.pick(PROBLEM_NOUNS)} and ${rng.pick(PROBLEM_NOUNS)}`;
    default:
      return `${rng.pick(PROBLEM_PEOPLE)}'s ${rng.pick(PROBLEM_NOUNS)}`;
  }
}

/** One to four tags, alphabetical as Codeforces lists them, drawn from pools that fit the rating. */
export function problemTags(rng: Random, rating: number): string[] {
  const tags = new Set<string>();
  const count = rng.int(1, rating < 1200 ? 2 : 4);
  while (tags.size < count) {
    const pool =
      rating < 1300 ? EASY_TAGS : rating < 2000 ? (rng.chance(0.35) ? EASY_TAGS : MEDIUM_TAGS) : rng.chance(0.5) ? MEDIUM_TAGS : HARD_TAGS;
    tags.add(rng.pick(pool));
  }
  if (rating >= 2800 && rng.chance(0.3)) tags.add("*special");
  return [...tags].sort();
}
