const VERDICTS = [
  "OK",
  "WRONG_ANSWER",
  "TIME_LIMIT_EXCEEDED",
  "RUNTIME_ERROR",
  "COMPILATION_ERROR",
  "MEMORY_LIMIT_EXCEEDED",
  "IDLENESS_LIMIT_EXCEEDED",
] as const;
export const OK = 0;
export const WRONG_ANSWER = 1;
export const COMPILATION_ERROR = 4;
export const REJECTIONS = [WRONG_ANSWER, 2, 3, 4, 5, 6].map((v, i) => [v, [58, 17, 10, 8, 5, 2][i]!] as const);
// Wrong tries on a problem a contestant then solves, and on one they give up on.
export const WRONG_BEFORE_SOLVING = [0, 1, 2, 3].map((n, i) => [n, [60, 25, 10, 5][i]!] as const);
export const TRIES_WITHOUT_SOLVING = [0, 1, 2, 3].map((n, i) => [n, [40, 30, 18, 12][i]!] as const);
const PARTICIPANT_TYPES = ["PRACTICE", "CONTESTANT"] as const;
export const PRACTICE = 0;
export const CONTESTANT = 1;
const LANGUAGES = [
  "GNU C++17",
  "GNU C++20 (64)",
  "C++17 (GCC 7-32)",
  "Python 3",
  "PyPy 3-64",
  "Java 21",
  "Kotlin 1.9",
  "Rust 2021",
  "C# 10",
  "Go",
] as const;
export const LANGUAGE_SHARE = LANGUAGES.map((_, i) => [i, [34, 30, 6, 7, 9, 7, 2, 2, 1, 2][i]!] as const);

/** Submissions as columns, oldest (smallest id) first: a busy world holds hundreds of thousands. */
export class SubmissionLog {
  size = 0;
  ids = new Uint32Array(0);
  times = new Uint32Array(0);
  problems = new Uint32Array(0);
  /** verdict | participantType << 4 | language << 6 */
  meta = new Uint16Array(0);

  push(id: number, time: number, problem: number, meta: number) {
    if (this.size === this.ids.length) {
      const capacity = Math.max(16, this.size * 2);
      const grow = <T extends Uint32Array | Uint16Array>(old: T, fresh: T) => {
        fresh.set(old);
        return fresh;
      };
      this.ids = grow(this.ids, new Uint32Array(capacity));
      this.times = grow(this.times, new Uint32Array(capacity));
      this.problems = grow(this.problems, new Uint32Array(capacity));
      this.meta = grow(this.meta, new Uint16Array(capacity));
    }
    this.ids[this.size] = id;
    this.times[this.size] = time;
    this.problems[this.size] = problem;
    this.meta[this.size] = meta;
    this.size++;
  }
}

export const packMeta = (verdict: number, participantType: number, language: number) => verdict | (participantType << 4) | (language << 6);
export const unpackMeta = (meta: number) => ({
  verdict: VERDICTS[meta & 15]!,
  participantType: PARTICIPANT_TYPES[(meta >> 4) & 3]!,
  language: LANGUAGES[(meta >> 6) & 15]!,
});
