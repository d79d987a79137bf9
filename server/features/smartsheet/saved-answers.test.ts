import { savedAnswers } from "./saved-answers";

const at = (s: number) => new Date(Date.UTC(2026, 0, 1) + s * 1000);

describe("savedAnswers", () => {
  it("gives an answer again only for the same fingerprint and while it is young enough", () => {
    const saved = savedAnswers<string>({ maxAgeMs: 60_000, maxBytes: 1000 });
    saved.set("u1", "fp1", "sheet", 10, at(0));
    expect(saved.get("u1", "fp1", at(30))).toBe("sheet");
    expect(saved.get("u2", "fp1", at(30))).toBeUndefined();
    expect(saved.get("u1", "fp1", at(61))).toBeUndefined();
    // An expired answer is dropped, not kept for later.
    expect(saved.size()).toEqual({ entries: 0, bytes: 0 });
    saved.set("u1", "fp1", "sheet", 10, at(100));
    expect(saved.get("u1", "fp2", at(101))).toBeUndefined();
    // Nor does it come back when the data returns to an earlier state.
    expect(saved.get("u1", "fp1", at(102))).toBeUndefined();
    // A clock that went back is not trusted.
    saved.set("u1", "fp1", "sheet", 10, at(200));
    expect(saved.get("u1", "fp1", at(199))).toBeUndefined();
  });

  it("keeps within its bytes, dropping the least recently used first", () => {
    const saved = savedAnswers<string>({ maxAgeMs: 60_000, maxBytes: 100 });
    saved.set("a", "f", "A", 40, at(0));
    saved.set("b", "f", "B", 40, at(0));
    expect(saved.get("a", "f", at(1))).toBe("A");
    saved.set("c", "f", "C", 40, at(2));
    expect(saved.get("b", "f", at(3))).toBeUndefined();
    expect(saved.get("a", "f", at(3))).toBe("A");
    expect(saved.get("c", "f", at(3))).toBe("C");
    expect(saved.size()).toEqual({ entries: 2, bytes: 80 });
    saved.set("a", "f", "A2", 10, at(4));
    expect(saved.size()).toEqual({ entries: 2, bytes: 50 });
    // An answer larger than the budget is not kept, and pushes nothing out.
    saved.set("huge", "f", "H", 101, at(5));
    expect(saved.get("huge", "f", at(5))).toBeUndefined();
    expect(saved.size()).toEqual({ entries: 2, bytes: 50 });
  });
});
