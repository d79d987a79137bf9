/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { configureApiClient } from "@/lib/client/api";
import { makeQueryClient } from "@/lib/client/query-client";
import type { ReviewOffer } from "@/lib/contract/reviews";
import { ReviewOffers } from "./review-offers";

jest.mock("@/lib/client/notify", () => ({ notify: { success: jest.fn() }, notifyFailure: jest.fn() }));

const offer = (problemId: number, name: string): ReviewOffer => ({
  problemId,
  name,
  url: `https://codeforces.com/contest/1700/problem/${name[0]}`,
  platform: "codeforces",
  failures: 2,
  acceptedAt: new Date(Date.now() - 3_600_000).toISOString(),
});
let offers: ReviewOffer[];
let calls: Array<{ url: string; body?: unknown }>;

beforeEach(() => {
  configureApiClient({ toast: jest.fn(), onSessionLost: jest.fn(), log: jest.fn() });
  offers = [offer(7, "Turned Down"), offer(8, "Still Offered")];
  calls = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as { problemId: number }) : undefined;
    calls.push({ url, body });
    if (url === "/api/reviews/offers/dismiss") {
      offers = offers.filter((o) => o.problemId !== body!.problemId);
      return { ok: true, status: 200, json: async () => ({ success: true, message: "Offer dismissed" }) } as Response;
    }
    return { ok: true, status: 200, json: async () => ({ success: true, offers }) } as Response;
  }) as typeof fetch;
});

it("dismissing an offer asks the server not to offer it again and takes it off the list", async () => {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ReviewOffers onAdded={jest.fn()} />
    </QueryClientProvider>,
  );
  const list = await screen.findByRole("list", { name: "Worth re-solving" });
  fireEvent.click(within(list).getByRole("button", { name: /^Dismiss Turned Down/ }));
  await waitFor(() => expect(within(list).queryByRole("link", { name: "Turned Down" })).not.toBeInTheDocument());
  expect(within(list).getByRole("link", { name: "Still Offered" })).toBeInTheDocument();
  expect(calls.find((c) => c.url === "/api/reviews/offers/dismiss")?.body).toEqual({ problemId: 7 });
});
