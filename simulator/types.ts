import type { PlatformId } from "@/lib/contract/platforms";

/**
 * The offline simulator speaks each platform's real formats (docs/platforms.md) so the
 * same adapters run against it and against the real sites. One module per platform
 * (server/simulator/<id>.ts) owns its world and its formats; the shell (server/simulator/server.ts)
 * mounts them, applies faults, enforces rate limits and records calls.
 *
 * Mount points (what the environment points the adapters at):
 *   CODEFORCES_API_URL   = http://HOST:PORT/codeforces/api     (GET /codeforces/api/user.info?handles=…)
 *   LEETCODE_GRAPHQL_URL = http://HOST:PORT/leetcode/graphql   (POST)
 *   CODECHEF_URL         = http://HOST:PORT/codechef           (GET /codechef/users/HANDLE, …)
 */

export type SimFaultKind =
  | "rate_limit" // the platform's own rate-limit answer (Codeforces: 400 FAILED "Call limit exceeded"; others 429)
  | "http_503"
  | "cloudflare_html" // 403 "Just a moment..." HTML page
  | "malformed_json" // 200 with a truncated JSON body
  | "slow"; // answer after `delayMs`

export type SimFault = {
  platform: PlatformId;
  kind: SimFaultKind;
  /** Only calls whose URL or body mentions this handle (case-insensitive); all calls when absent. */
  handle?: string;
  /** How many calls it applies to; unlimited when absent. */
  count?: number;
  delayMs?: number;
};

export type SimSubmitOptions = {
  accepted?: boolean;
  /**
   * A compilation error on this problem (the platform's external id: Codeforces "4A", LeetCode's
   * titleSlug, CodeChef's code), as a user proving a handle is theirs makes one.
   */
  compileErrorOn?: string;
  /** The problem an accepted or rejected submission goes to (LeetCode's titleSlug, Codeforces "4A"); otherwise the world picks one. */
  problem?: string;
};

export type SimCall = { platform: PlatformId; at: Date; method: string; path: string; query: string; body?: string; status: number };

export type SimContext = { now: Date };

export interface PlatformSim {
  platform: PlatformId;
  /**
   * Answers one request. `path` is relative to the module's mount point (Codeforces "/user.info",
   * LeetCode "" for the GraphQL endpoint, CodeChef "/users/alice"). Answers in the platform's
   * real shape, including its own not-found (Codeforces 400 FAILED, LeetCode 200 with errors,
   * CodeChef 302), and null when the path is unknown (the shell answers 404).
   */
  handle(req: Request, path: string, ctx: SimContext): Promise<Response | null>;
  /** The platform's own rate-limit answer (used when the shell's limiter or a fault fires). */
  rateLimited(): Response;
  /** Every existing user handle, in a stable order. Handles starting "unrated_" exist with no contests; "empty_" with no submissions. */
  handles(): string[];
  /** Moves the world forward to `now`: active users make new submissions (deterministic for a given seed and time). */
  advance(now: Date): void;
  /** Adds a submission now for a user (tests use it to make an account move). Returns its external id. */
  submit(handle: string, now: Date, options?: SimSubmitOptions): string;
  /** Codeforces: the user takes a new handle; `user.info` still answers the old one, under the new. */
  rename?(handle: string, to: string): void;
  /** Codeforces: puts the user in a round ending at `end` whose verdicts change after it; returns the contest id. */
  stageRound?(handle: string, now: Date, end: Date): string;
}

export type PlatformSimOptions = {
  seed: number;
  /** Users in the world (excluding the special unrated_/empty_ ones). */
  users: number;
  /** The world's history runs up to this time. */
  now: Date;
  /** Days of history to generate. */
  historyDays?: number;
};
