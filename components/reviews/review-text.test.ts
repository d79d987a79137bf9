import { dueText, reviewCount, reviewText } from "./review-text";

const now = new Date("2026-11-24T12:00:00Z");

describe("review texts", () => {
  it("say whether a card is due now, overdue since a day, or when it is next due", () => {
    expect(dueText("2026-11-24T11:00:00Z", now)).toBe("Due now");
    expect(dueText("2026-11-20T09:00:00Z", now)).toBe("Due since Nov 20");
    expect(dueText("2026-11-27T09:00:00Z", now)).toBe("Next review Nov 27");
  });

  it("describe each review by its outcome and source", () => {
    expect(reviewText({ at: "2026-11-21T10:00:00Z", passed: true, source: "platform", fromScratch: null })).toBe(
      "Nov 21: Passed (synced Accepted)",
    );
    expect(reviewText({ at: "2026-11-22T10:00:00Z", passed: false, source: "platform", fromScratch: null })).toBe(
      "Nov 22: Not solved (synced failed attempts)",
    );
    expect(reviewText({ at: "2026-11-23T10:00:00Z", passed: false, source: "manual", fromScratch: false })).toBe(
      "Nov 23: Not solved (marked by hand, not from scratch)",
    );
    expect(reviewCount({ reviews: [] })).toBe("No reviews yet");
  });
});
