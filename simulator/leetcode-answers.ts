import { CONTEST_SECONDS, DIFFICULTIES, type SimContest, type SimProblem, type SimUser } from "./leetcode-catalog";
import type { LeetCodeWorld, SimSubmission } from "./leetcode-world";

/** The objects LeetCode's GraphQL root fields answer with (docs/platforms.md §2), built from the world. */

/** LeetCode answers `question` with null for some listed slugs (paid-only or removed problems): here, every other paid-only one. */
export const describable = (p: SimProblem) => !(p.isPaidOnly && p.questionId % 2 === 0);

/** `submitStats` covers only the user's current LeetCode "session"; `submitStatsGlobal` counts everything. */
const inSession = (index: number) => index % 3 !== 0;

export function questionObject(p: SimProblem) {
  const accepted = 1000 + ((p.likes * 37) % 900_000);
  const submitted = Math.round(accepted / (p.difficulty === "Easy" ? 0.55 : p.difficulty === "Medium" ? 0.42 : 0.3));
  return {
    questionId: String(p.questionId),
    questionFrontendId: String(p.questionId),
    title: p.title,
    titleSlug: p.titleSlug,
    content: `<p>${p.title}: a problem of the simulated world.</p>`,
    isPaidOnly: p.isPaidOnly,
    difficulty: p.difficulty,
    likes: p.likes,
    dislikes: p.dislikes,
    topicTags: p.tags.map((t) => ({ ...t, translatedName: null })),
    stats: JSON.stringify({
      totalAcceptedRaw: accepted,
      totalSubmissionRaw: submitted,
      acRate: `${((accepted / submitted) * 100).toFixed(1)}%`,
    }),
    similarQuestions: "[]",
    hints: [],
    exampleTestcases: "",
  };
}

export const listItem = (s: SimSubmission) => ({
  title: s.problem.title,
  titleSlug: s.problem.titleSlug,
  timestamp: String(s.timestamp),
  statusDisplay: s.statusDisplay,
  lang: s.lang,
  __typename: "SubmissionDumpNode",
});

/** LeetCode's skill tiers as its profile page groups them (docs/platforms.md §2); other tags count as intermediate. */
const FUNDAMENTAL = new Set([
  "Array",
  "String",
  "Sorting",
  "Two Pointers",
  "Stack",
  "Linked List",
  "Matrix",
  "Simulation",
  "Queue",
  "Enumeration",
]);
const ADVANCED = new Set([
  "Dynamic Programming",
  "Backtracking",
  "Monotonic Stack",
  "Divide and Conquer",
  "Union Find",
  "Quickselect",
  "Trie",
  "Topological Sort",
  "Rolling Hash",
  "Bitmask",
  "Segment Tree",
  "Number Theory",
]);

type TagCount = { tagName: string; tagSlug: string; problemsSolved: number };

/** Tags with at least one solve, most solved first within each tier, as the recorded answers list them. */
function tagProblemCounts(solvedTags: Map<string, TagCount>) {
  const tiers: Record<"advanced" | "intermediate" | "fundamental", TagCount[]> = { advanced: [], intermediate: [], fundamental: [] };
  for (const t of solvedTags.values()) {
    tiers[ADVANCED.has(t.tagName) ? "advanced" : FUNDAMENTAL.has(t.tagName) ? "fundamental" : "intermediate"].push(t);
  }
  for (const list of Object.values(tiers)) list.sort((a, b) => b.problemsSolved - a.problemsSolved);
  return tiers;
}

export function matchedUser(world: LeetCodeWorld, user: SimUser) {
  const state = world.stateOf(user);
  let solved = 0;
  let attempted = 0;
  const ac = [0, 0, 0];
  const tried = [0, 0, 0];
  const sessionAc = [0, 0, 0];
  const solvedTags = new Map<string, TagCount>();
  world.problems.forEach((p, i) => {
    const d = DIFFICULTIES.indexOf(p.difficulty);
    if (state.solved[i]) {
      solved++;
      for (const tag of p.tags) {
        const seen = solvedTags.get(tag.slug) ?? { tagName: tag.name, tagSlug: tag.slug, problemsSolved: 0 };
        seen.problemsSolved++;
        solvedTags.set(tag.slug, seen);
      }
      ac[d]!++;
      if (inSession(i)) sessionAc[d]!++;
    }
    if (state.attempted[i]) {
      attempted++;
      tried[d]!++;
    }
  });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const calendar: Record<string, number> = {};
  for (const [day, count] of [...state.calendar].sort((a, b) => a[0] - b[0])) calendar[String(day)] = count;
  return {
    username: user.handle,
    githubUrl: null,
    twitterUrl: null,
    linkedinUrl: null,
    profile: {
      realName: user.realName,
      userAvatar: user.avatar,
      ranking: Math.round(4_800_000 * Math.exp(-solved / 60)) + 1,
      reputation: Math.floor(user.skill / 100),
      countryName: null,
      company: null,
      school: null,
      skillTags: [],
      aboutMe: "",
      starRating: 3.5,
    },
    submitStats: {
      acSubmissionNum: [
        { difficulty: "All", count: sum(sessionAc), submissions: sum(state.acSubmissions) },
        ...DIFFICULTIES.map((d, i) => ({ difficulty: d, count: sessionAc[i], submissions: state.acSubmissions[i] })),
      ],
      totalSubmissionNum: [
        { difficulty: "All", count: attempted, submissions: sum(state.allSubmissions) },
        ...DIFFICULTIES.map((d, i) => ({ difficulty: d, count: tried[i], submissions: state.allSubmissions[i] })),
      ],
    },
    submitStatsGlobal: {
      acSubmissionNum: [
        { difficulty: "All", count: solved, submissions: sum(state.acSubmissions) },
        ...DIFFICULTIES.map((d, i) => ({ difficulty: d, count: ac[i], submissions: state.acSubmissions[i] })),
      ],
    },
    submissionCalendar: JSON.stringify(calendar),
    tagProblemCounts: tagProblemCounts(solvedTags),
    badges: [],
  };
}

export function contestRanking(world: LeetCodeWorld, user: SimUser) {
  const attended = world.contestHistory(user).filter((e) => e.attended);
  const last = attended[attended.length - 1];
  if (!last) return null;
  const totalParticipants = 720_000;
  const globalRanking = Math.max(1, Math.round(totalParticipants / (1 + Math.exp((last.rating - 1600) / 150))));
  return {
    attendedContestsCount: attended.length,
    rating: last.rating,
    globalRanking,
    totalParticipants,
    topPercentage: Math.round((globalRanking / totalParticipants) * 10_000) / 100,
    badge: last.rating >= 2150 ? { name: "Guardian" } : last.rating >= 1850 ? { name: "Knight" } : null,
  };
}

export function contestObject(c: SimContest) {
  return {
    title: c.title,
    titleSlug: c.titleSlug,
    startTime: c.startTime,
    duration: CONTEST_SECONDS,
    originStartTime: c.startTime,
    isVirtual: false,
    containsPremium: false,
  };
}
