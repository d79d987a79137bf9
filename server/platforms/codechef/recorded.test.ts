import { readFileSync } from "node:fs";
import type { Send } from "../types";
import { createCodeChefAdapter } from "./adapter";

// The current markup puts the time in a tooltip and the score inside the verdict's span.
const recorded = (name: string) => readFileSync(new URL(`./fixtures/recorded/${name}`, import.meta.url), "utf8");

it("reads recorded activity rows: ids, contest, verdicts, scores and IST times", async () => {
  const send: Send = async () => ({ status: 200, headers: new Headers(), text: recorded("recent-activity-start256d.json") });
  const adapter = createCodeChefAdapter({ send, baseUrl: "https://www.codechef.com", now: () => new Date("2026-09-20T00:00:00Z") });
  const { submissions, hasMore } = await adapter.recentSubmissions("someone", 0);
  expect(hasMore).toBe(false);
  expect(
    submissions.map((s) => [s.externalId, s.problem.externalId, s.problem.contestExternalId, s.verdict, s.submittedAt.toISOString()]),
  ).toEqual([
    ["1358040109", "FIXEDPTS", "START256D", "accepted", "2026-09-16T15:12:00.000Z"],
    ["1358003340", "BUSSEAT", "START256D", "rejected", "2026-09-16T14:53:00.000Z"],
  ]);
});

it("reads the same row with a partial score as partial", async () => {
  const page = JSON.parse(recorded("recent-activity-start256d.json")) as { max_page: number; content: string };
  page.content = page.content.replace("title='(100)'", "title='(30)'").replace(">(100)</span>", ">(30)</span>");
  const send: Send = async () => ({ status: 200, headers: new Headers(), text: JSON.stringify(page) });
  const adapter = createCodeChefAdapter({ send, baseUrl: "https://www.codechef.com", now: () => new Date("2026-09-20T00:00:00Z") });
  const [first] = (await adapter.recentSubmissions("someone", 0)).submissions;
  expect(first).toMatchObject({ externalId: "1358040109", verdict: "partial", rawVerdict: "accepted (30)" });
});
