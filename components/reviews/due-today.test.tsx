/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { configureApiClient } from "@/lib/client/api";
import { makeQueryClient } from "@/lib/client/query-client";
import type { ReviewCard } from "@/lib/contract/reviews";
import type { RouteResponse } from "@/lib/contract/routes";
import { DueToday } from "./due-today";

jest.mock("@/lib/client/notify", () => ({ notify: { success: jest.fn() }, notifyFailure: jest.fn() }));

const card: ReviewCard = {
  stumbleId: "0b6f5c1e-9a43-4c43-9a1e-0d3f7f0a1c11",
  problem: { name: "Two Sum", url: "https://leetcode.com/problems/two-sum/", platform: "leetcode" },
  dueAt: new Date(Date.now() - 60_000).toISOString(),
  lastReviewAt: null,
  reviews: [],
};
let due: RouteResponse<"/reviews/due">;
let calls: Array<{ url: string; body?: unknown }>;

beforeEach(() => {
  configureApiClient({ toast: jest.fn(), onSessionLost: jest.fn(), log: jest.fn() });
  due = { success: true, due: [card], counts: { due: 1, upcoming: 0 } };
  calls = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, body });
    if (url === "/api/reviews/grade") {
      due = { success: true, due: [], counts: { due: 0, upcoming: 1 } };
      return { ok: true, status: 200, json: async () => ({ success: true, card: { ...card, reviews: [] } }) } as Response;
    }
    return { ok: true, status: 200, json: async () => due } as Response;
  }) as typeof fetch;
});

const renderDue = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <DueToday withMarks />
    </QueryClientProvider>,
  );

it("lists what is due with its link and state, and a hand mark sends the review and re-reads the list", async () => {
  renderDue();
  const list = await screen.findByRole("list", { name: "Due today" });
  expect(within(list).getByRole("link", { name: "Two Sum" })).toHaveAttribute("href", card.problem.url);
  expect(list).toHaveTextContent("Due now, no reviews yet");

  fireEvent.click(within(list).getByRole("button", { name: "Solved with help" }));
  await waitFor(() => expect(screen.getByText(/Nothing to re-solve today\. 1 coming up later\./)).toBeInTheDocument());
  expect(calls.find((c) => c.url === "/api/reviews/grade")?.body).toEqual({ stumbleId: card.stumbleId, passed: true, fromScratch: false });
});

it("shows ten at first on Tricky Problems, and all on request", async () => {
  const many = Array.from({ length: 12 }, (_, i) => ({
    ...card,
    stumbleId: `${card.stumbleId.slice(0, -2)}${10 + i}`,
    problem: { ...card.problem, name: `P${i}` },
  }));
  due = { success: true, due: many, counts: { due: 12, upcoming: 0 } };
  renderDue();
  const list = await screen.findByRole("list", { name: "Due today" });
  expect(within(list).getAllByRole("listitem")).toHaveLength(10);
  fireEvent.click(screen.getByRole("button", { name: "Show all 12 due" }));
  expect(within(list).getAllByRole("listitem")).toHaveLength(12);
});
