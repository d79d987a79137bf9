import { createEmptyCard, Rating } from "ts-fsrs";
import { REVIEW_SETTINGS_DEFAULTS } from "@/lib/contract/reviews";
import { DAY, HOUR, MINUTE } from "@/lib/time";
import { replayCard, scheduler, type Attempt, type Mark } from "./schedule";

const s0 = scheduler(REVIEW_SETTINGS_DEFAULTS);
const f = s0.f;
const saved = new Date("2026-03-01T12:00:00Z");
const at = (days: number, extra = 0) => new Date(saved.getTime() + days * DAY + extra);
const ac = (when: Date): Attempt => ({ at: when, verdict: "accepted", compileError: false });
const wa = (when: Date): Attempt => ({ at: when, verdict: "rejected", compileError: false });
const ce = (when: Date): Attempt => ({ at: when, verdict: "rejected", compileError: true });
const replay = (attempts: Attempt[], marks: Mark[] = [], now = at(400)) => replayCard({ createdAt: saved, attempts, marks, now }, s0);

function expectedDue(grades: Array<[Date, boolean]>) {
  let card = createEmptyCard(saved);
  for (const [when, passed] of grades) card = f.next(card, when, passed ? Rating.Good : Rating.Again).card;
  return card.due.toISOString();
}

describe("replaying a card from synced submissions", () => {
  it("a new card is due when it is saved", () => {
    const s = replay([]);
    expect(s.dueAt.toISOString()).toBe(saved.toISOString());
    expect(s.reviews).toEqual([]);
  });

  it("due, then an Accepted: a passed review, next due three days later at 0.9 retention", () => {
    const s = replay([ac(at(0, 2 * HOUR))]);
    expect(s.reviews).toEqual([{ at: at(0, 2 * HOUR).toISOString(), passed: true, source: "platform", fromScratch: null }]);
    expect(s.lastReviewAt?.toISOString()).toBe(at(0, 2 * HOUR).toISOString());
    // FSRS-6 defaults, whole days, no fuzz: a first Good schedules 3 days.
    expect(s.dueAt.toISOString()).toBe(at(3, 2 * HOUR).toISOString());
  });

  it("an Accepted before the due time is not a review; the next one after it is", () => {
    const first = at(0, HOUR);
    const early = at(1, 0);
    const onTime = at(4, 0);
    const s = replay([ac(first), ac(early), ac(onTime)]);
    expect(s.reviews.map((r) => r.at)).toEqual([first.toISOString(), onTime.toISOString()]);
    expect(s.dueAt.toISOString()).toBe(
      expectedDue([
        [first, true],
        [onTime, true],
      ]),
    );
  });

  it("failed attempts with no Accepted within a day are a lapse dated at the first failure", () => {
    const pass = at(0, HOUR);
    const fail1 = at(5, 0);
    const fail2 = at(5, 3 * HOUR);
    const s = replay([ac(pass), wa(fail1), wa(fail2)]);
    expect(s.reviews.map((r) => [r.at, r.passed])).toEqual([
      [pass.toISOString(), true],
      [fail1.toISOString(), false],
    ]);
    expect(s.dueAt.toISOString()).toBe(
      expectedDue([
        [pass, true],
        [fail1, false],
      ]),
    );
  });

  it("failures then an Accepted within the day are one passed review, at the Accepted", () => {
    const pass = at(0, HOUR);
    const s = replay([ac(pass), wa(at(5, 0)), wa(at(5, HOUR)), ac(at(5, 20 * HOUR))]);
    expect(s.reviews.map((r) => [r.at, r.passed])).toEqual([
      [pass.toISOString(), true],
      [at(5, 20 * HOUR).toISOString(), true],
    ]);
  });

  it("a failure less than a day old is not graded yet: the card stays due", () => {
    const pass = at(0, HOUR);
    const fail = at(5, 0);
    const s = replay([ac(pass), wa(fail)], [], at(5, 6 * HOUR));
    expect(s.reviews).toHaveLength(1);
    expect(s.dueAt.getTime()).toBeLessThanOrEqual(fail.getTime());
  });

  it("compile errors are ignored: no lapse however many", () => {
    const pass = at(0, HOUR);
    const s = replay([ac(pass), ce(at(5, 0)), ce(at(5, HOUR)), ce(at(6, 0))]);
    expect(s.reviews).toHaveLength(1);
    expect(s.dueAt.toISOString()).toBe(expectedDue([[pass, true]]));
  });

  it("pending verdicts and submissions from before the save are ignored", () => {
    const s = replay([ac(at(-2)), wa(at(-1)), { at: at(0, HOUR), verdict: "pending", compileError: false }]);
    expect(s.reviews).toEqual([]);
  });

  it("a resubmission within minutes of a graded review is ignored, even a failed one", () => {
    const pass = at(0, HOUR);
    const s = replay([ac(pass), wa(at(0, HOUR + 3 * MINUTE)), ac(at(0, HOUR + 5 * MINUTE))]);
    expect(s.reviews).toHaveLength(1);
    expect(s.dueAt.toISOString()).toBe(expectedDue([[pass, true]]));
  });

  it("a late sync rebuilds the same schedule: the answer depends only on the log, not on arrival order", () => {
    const attempts = [ac(at(0, HOUR)), wa(at(5, 0)), ac(at(5, 4 * HOUR)), wa(at(60, 0)), wa(at(60, HOUR)), ac(at(200, 0))];
    const all = replay(attempts);
    expect(replay([...attempts].reverse())).toEqual(all);
    // At day 6, a sync that first missed the Accepted of day 5 saw a lapse; once it arrives, the lapse is gone.
    const before = replay(attempts.slice(0, 2), [], at(6));
    expect(before.reviews.map((r) => r.passed)).toEqual([true, false]);
    const after = replay(attempts.slice(0, 3), [], at(6));
    expect(after.reviews.map((r) => r.passed)).toEqual([true, true]);
    expect(all.reviews.map((r) => [r.at, r.passed])).toEqual([
      [at(0, HOUR).toISOString(), true],
      [at(5, 4 * HOUR).toISOString(), true],
      [at(60, 0).toISOString(), false],
      [at(200, 0).toISOString(), true],
    ]);
  });
});

describe("replaying hand marks", () => {
  it("a mark is a review at its time, a pass only when re-solved from scratch", () => {
    const m1: Mark = { at: at(1), passed: true, fromScratch: true };
    const m2: Mark = { at: at(10), passed: true, fromScratch: false };
    const s = replay([], [m1, m2]);
    expect(s.reviews).toEqual([
      { at: m1.at.toISOString(), passed: true, source: "manual", fromScratch: true },
      { at: m2.at.toISOString(), passed: false, source: "manual", fromScratch: false },
    ]);
    expect(s.dueAt.toISOString()).toBe(
      expectedDue([
        [m1.at, true],
        [m2.at, false],
      ]),
    );
  });

  it("the same solve marked by hand minutes after the synced Accepted counts once", () => {
    const s = replay([ac(at(0, HOUR))], [{ at: at(0, HOUR + 4 * MINUTE), passed: true, fromScratch: true }]);
    expect(s.reviews.map((r) => r.source)).toEqual(["platform"]);
  });

  it("target retention and maximum interval change the schedule", () => {
    const strict = scheduler({ targetRetention: 0.97, maximumIntervalDays: 2 });
    const s = replayCard({ createdAt: saved, attempts: [ac(at(0, HOUR))], marks: [], now: at(1) }, strict);
    expect(s.dueAt.toISOString()).toBe(at(2, HOUR).toISOString());
  });
});
