import "./zod-setup";
import { z } from "zod";
import { platformIdSchema } from "./common";
import { PLATFORM_IDS, type PlatformId } from "./platforms";

/**
 * Proving a handle is yours (docs/decisions/013-handle-verification.md): submit a compilation error
 * to a named problem within the challenge window, or, on Codeforces, sign in there (OpenID Connect).
 */

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

export const VERIFICATION_METHODS = ["compile_error", "codeforces_oidc"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const CHALLENGE_STATES = ["open", "expired", "verified"] as const;

export const challengeSchema = z.object({
  problem: z.object({ externalId: z.string(), name: z.string(), url: z.string() }),
  startedAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(CHALLENGE_STATES),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** One of my handles and whether I have proved it is mine. */
export const handleVerificationSchema = z.object({
  platform: z.enum(PLATFORM_IDS),
  handle: z.string(),
  verified: z.boolean(),
  method: z.enum(VERIFICATION_METHODS).nullable(),
  verifiedAt: z.string().nullable(),
  /** Someone else here has already proved this handle is theirs. */
  claimedByAnother: z.boolean(),
  /** My latest challenge for this handle, if any. */
  challenge: challengeSchema.nullable(),
});
export type HandleVerification = z.infer<typeof handleVerificationSchema>;

export const verificationPlatformSchema = z.object({ platform: platformIdSchema });

/** The Codeforces handle named by a verified ID token; sent by the web app's server only. */
export const codeforcesClaimSchema = z.object({
  handle: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/, "Not a Codeforces handle"),
});

/** Where the Codeforces sign-in returns the browser, and what the profile says about it. */
export const CODEFORCES_RESULT_PARAM = "codeforces";
export const CODEFORCES_RESULTS = {
  verified: "Codeforces handle verified",
  taken: "This Codeforces handle is already verified by another user",
  failed: "Codeforces sign-in did not complete. Try again.",
} as const;
export type CodeforcesResult = keyof typeof CODEFORCES_RESULTS;
