/* No schema library: the profile shows these before any schema loads (docs/decisions/013-handle-verification.md). */
import type { PlatformId } from "./platforms";

export const CHALLENGE_MINUTES = 10;

export type VerificationProblem = {
  /** As submissions store it: Codeforces "4A", LeetCode's titleSlug, CodeChef's problem code. */
  externalId: string;
  name: string;
  url: string;
};

/** Real and easy: anyone can open it and submit to it. */
export const VERIFICATION_PROBLEMS: Record<PlatformId, VerificationProblem> = {
  codeforces: { externalId: "4A", name: "Watermelon", url: "https://codeforces.com/problemset/problem/4/A" },
  leetcode: { externalId: "two-sum", name: "Two Sum", url: "https://leetcode.com/problems/two-sum/" },
  codechef: { externalId: "FLOW001", name: "Add Two Numbers", url: "https://www.codechef.com/problems/FLOW001" },
};

const COMPILE_ERROR_WORDS = new Set(["compilation error", "compile error"]);

/** Codeforces "COMPILATION_ERROR", LeetCode "Compile Error", CodeChef "compilation error". */
export const isCompileError = (rawVerdict: string) =>
  COMPILE_ERROR_WORDS.has(
    rawVerdict
      .toLowerCase()
      .replace(/[^a-z]+/g, " ")
      .trim(),
  );

export const CODEFORCES_RESULT_PARAM = "codeforces";
export const CODEFORCES_RESULTS = {
  verified: "Codeforces handle verified",
  taken: "This Codeforces handle is already verified by another user",
  failed: "Codeforces sign-in did not complete. Try again.",
} as const;
export type CodeforcesResult = keyof typeof CODEFORCES_RESULTS;
