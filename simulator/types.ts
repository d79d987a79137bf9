import type { PlatformId } from "@/lib/contract/platforms";

// The simulator speaks each platform's real formats (docs/platforms.md), so the same adapters run against it and the real sites.

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
  count?: number;
  delayMs?: number;
};

export type SimSubmitOptions = {
  accepted?: boolean;
  /** A compilation error on this external problem id, as a user proving a handle is theirs makes one. */
  compileErrorOn?: string;
  /** An external problem id; otherwise the world picks one. */
  problem?: string;
};

export type SimCall = { platform: PlatformId; at: Date; method: string; path: string; query: string; body?: string; status: number };

export type SimContext = { now: Date };

export interface PlatformSim {
  platform: PlatformId;
  /** Answers `path` under the module's mount point in the platform's real shape, its own not-found too; null means the shell's 404. */
  handle(req: Request, path: string, ctx: SimContext): Promise<Response | null>;
  /** The platform's own rate-limit answer (used when the shell's limiter or a fault fires). */
  rateLimited(): Response;
  /** Every existing user handle, in a stable order. Handles starting "unrated_" exist with no contests; "empty_" with no submissions. */
  handles(): string[];
  /** Moves the world forward to `now`: active users make new submissions (deterministic for a given seed and time). */
  advance(now: Date): void;
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
  now: Date;
  historyDays?: number;
};
