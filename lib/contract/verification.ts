import "./zod-setup";
import { z } from "zod";
import { platformIdSchema } from "./common";
import { PLATFORM_IDS } from "./platforms";

/** docs/decisions/013-handle-verification.md */

export { CHALLENGE_MINUTES, CODEFORCES_RESULT_PARAM, isCompileError, VERIFICATION_PROBLEMS, type CodeforcesResult } from "./challenge";

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

/** Sent by the web app's server only. */
export const codeforcesClaimSchema = z.object({
  handle: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/, "Not a Codeforces handle"),
});
