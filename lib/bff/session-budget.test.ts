import { createSessionBudget } from "./session-budget";

describe("a session's request budget", () => {
  it("lets a burst of three seconds' worth through, then holds the session to its rate, with the wait in seconds", () => {
    let t = 0;
    const budget = createSessionBudget(10, () => t);
    for (let i = 0; i < 30; i++) expect(budget.take("a")).toBe(0);
    expect(budget.take("a")).toBe(1);
    t += 100;
    expect(budget.take("a")).toBe(0);
    expect(budget.take("a")).toBe(1);
  });

  it("keeps each session's budget its own, and 0 turns it off", () => {
    const budget = createSessionBudget(1, () => 0);
    for (let i = 0; i < 3; i++) budget.take("greedy");
    expect(budget.take("greedy")).toBeGreaterThan(0);
    expect(budget.take("other")).toBe(0);
    const off = createSessionBudget(0, () => 0);
    for (let i = 0; i < 1000; i++) expect(off.take("x")).toBe(0);
  });
});
