/*
 * The fixed facts of proving a handle is yours (docs/decisions/013-handle-verification.md), with no
 * schema library: the profile's verification rows show them before any schema is loaded, and the
 * server's challenge uses the same problems and window.
 */
import type { PlatformId } from "./platforms";

/** How long a challenge stays open. */
export const CHALLENGE_MINUTES = 10;

export type VerificationProblem = {
  /** As submissions store it: Codeforces "4A", LeetCode's titleSlug, CodeChef's problem code. */
  externalId: string;
  name: string;
  url: string;
};

/** One fixed, real, easy problem per platform: anyone can open it and submit to it. */
export const VERIFICATION_PROBLEMS: Record<PlatformId, VerificationProblem> = {
  codeforces: { externalId: "4A", name: "Watermelon", url: "https://codeforces.com/problemset/problem/4/A" },
  leetcode: { externalId: "two-sum", name: "Two Sum", url: "https://leetcode.com/problems/two-sum/" },
  codechef: { externalId: "FLOW001", name: "Add Two Numbers", url: "https://www.codechef.com/problems/FLOW001" },
};

/** The platforms' own words for a compilation error, normalised by `isCompileError`. */
const COMPILE_ERROR_WORDS = new Set(["compilation error", "compile error"]);

/** Codeforces "COMPILATION_ERROR", LeetCode "Compile Error", CodeChef "compilation error". */
export const isCompileError = (rawVerdict: string) =>
  COMPILE_ERROR_WORDS.has(
    rawVerdict
      .toLowerCase()
      .replace(/[^a-z]+/g, " ")
      .trim(),
  );

/** Where the Codeforces sign-in returns the browser, and what the profile says about it. */
export const CODEFORCES_RESULT_PARAM = "codeforces";
export const CODEFORCES_RESULTS = {
  verified: "Codeforces handle verified",
  taken: "This Codeforces handle is already verified by another user",
  failed: "Codeforces sign-in did not complete. Try again.",
} as const;
export type CodeforcesResult = keyof typeof CODEFORCES_RESULTS;
