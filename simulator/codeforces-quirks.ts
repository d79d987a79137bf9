import type { SimContest } from "./codeforces-catalogue";

// What real Codeforces answers do that a tidy world would not (docs/platforms.md §0b), as pure functions of a submission and the clock.

export type QuirkOptions = {
  /** Rounds stay in PENDING_SYSTEM_TEST / SYSTEM_TEST this long after they end; passes show PRETESTS until then. */
  systemTestSeconds: number;
  /** A submission shows no verdict, then TESTING, for this long (0: judged at once). */
  judgingSeconds: number;
};

export const DEFAULT_QUIRKS: QuirkOptions = { systemTestSeconds: 30 * 60, judgingSeconds: 0 };

export type Overturn = { verdict: "WRONG_ANSWER" | "CHALLENGED" | "SKIPPED"; at: number };

export function contestPhase(contest: Pick<SimContest, "start" | "end">, now: number, quirks: QuirkOptions): string {
  if (now < contest.start) return "BEFORE";
  if (now < contest.end) return "CODING";
  if (now < contest.end + quirks.systemTestSeconds / 3) return "PENDING_SYSTEM_TEST";
  if (now < contest.end + quirks.systemTestSeconds) return "SYSTEM_TEST";
  return "FINISHED";
}

/** Most passes in a round with hacks stand; some fail system tests, some are hacked, a few are skipped for plagiarism two days on. */
export function drawnOverturn(h: number, t: number, contest: Pick<SimContest, "end">, quirks: QuirkOptions): Overturn | null {
  if (h % 20 === 7) return { verdict: "WRONG_ANSWER", at: contest.end + quirks.systemTestSeconds };
  if (h % 50 === 11) return { verdict: "CHALLENGED", at: t + Math.max(1, Math.floor((contest.end - t) / 2)) };
  if (h % 200 === 13) return { verdict: "SKIPPED", at: contest.end + 2 * 86_400 };
  return null;
}

export type Shown = { verdict?: string; testset: "TESTS" | "PRETESTS" };

export function shownVerdict(
  final: string,
  submission: { t: number; contestant: boolean; contest: Pick<SimContest, "type" | "end">; overturn: Overturn | null },
  now: number,
  quirks: QuirkOptions,
): Shown {
  const { t, contestant, contest, overturn } = submission;
  if (now - t < quirks.judgingSeconds / 2) return { testset: "TESTS" };
  if (now - t < quirks.judgingSeconds) return { verdict: "TESTING", testset: "TESTS" };
  const pretests = contestant && contest.type === "CF";
  if (overturn && now >= overturn.at) return { verdict: overturn.verdict, testset: "TESTS" };
  if (pretests && final === "OK" && now < contest.end + quirks.systemTestSeconds) return { verdict: "OK", testset: "PRETESTS" };
  if (overturn) return { verdict: "OK", testset: "TESTS" };
  return { verdict: final, testset: pretests && final !== "OK" ? "PRETESTS" : "TESTS" };
}

/** Practice now and then on a gym contest (ids from 100000) or an acmsguru problem (no contest at all). */
export function practiceVariant(h: number): "gym" | "acmsguru" | null {
  if (h % 97 === 5) return "gym";
  if (h % 97 === 6) return "acmsguru";
  return null;
}
