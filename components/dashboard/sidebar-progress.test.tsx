/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { configureApiClient } from "@/lib/client/api";
import { makeQueryClient } from "@/lib/client/query-client";
import type { RouteResponse } from "@/lib/contract/routes";
import { SidebarProgress } from "./sidebar-progress";

let profile = { personal: { dailyGoal: 5 }, handles: { leetcode: "", codeforces: "cf_user", codechef: "" } };
jest.mock("@/components/auth/auth-provider", () => ({ useAuth: () => ({ profile }) }));

const body = (solvedToday: number, dailyGoal: number, current: number): RouteResponse<"/fetch/progress"> => ({
  success: true,
  progress: { solvedToday, dailyGoal, streak: { current, longest: current }, syncing: false },
});

let replies: Array<(value: unknown) => void>;
beforeEach(() => {
  configureApiClient({ toast: jest.fn(), onSessionLost: jest.fn(), log: jest.fn() });
  replies = [];
  global.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        replies.push((json) => resolve({ ok: true, status: 200, json: async () => json } as Response));
      }),
  );
});

function renderSidebar() {
  const client = makeQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <SidebarProgress />
    </QueryClientProvider>,
  );
  return {
    rerender: () =>
      view.rerender(
        <QueryClientProvider client={client}>
          <SidebarProgress />
        </QueryClientProvider>,
      ),
  };
}

it("shows a skeleton, never a number, until its figures arrive", async () => {
  renderSidebar();
  expect(screen.getByText("Loading daily goal and streak")).toBeInTheDocument();
  expect(screen.getByTestId("sidebar-progress")).not.toHaveTextContent(/\d/);
  await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/fetch\/progress\?tz=/), expect.anything()));
  expect(screen.getByTestId("sidebar-progress")).not.toHaveTextContent(/\d/);

  replies.shift()!(body(2, 5, 3));
  // The first answer waits for the answers' schemas, which the client loads with its first call.
  expect(await screen.findByTestId("daily-goal-count", {}, { timeout: 5_000 })).toHaveTextContent("2/5");
  expect(screen.getByRole("progressbar", { name: "Daily goal" })).toHaveAttribute("aria-valuenow", "40");
  expect(screen.getByTestId("streak")).toHaveTextContent("Streak: 3 days");
});

it("reads its figures again when the profile's goal changes", async () => {
  const view = renderSidebar();
  await waitFor(() => expect(replies).toHaveLength(1));
  replies.shift()!(body(1, 5, 1));
  expect(await screen.findByTestId("daily-goal-count", {}, { timeout: 5_000 })).toHaveTextContent("1/5");
  expect(screen.getByTestId("streak")).toHaveTextContent("Streak: 1 day");

  profile = { ...profile, personal: { dailyGoal: 2 } };
  view.rerender();
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  replies.shift()!(body(1, 2, 1));
  await waitFor(() => expect(screen.getByTestId("daily-goal-count")).toHaveTextContent("1/2"));
  expect(screen.getByRole("progressbar", { name: "Daily goal" })).toHaveAttribute("aria-valuenow", "50");
});

it("says the numbers are unavailable when the read fails", async () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({ success: false }) }) as Response);
  renderSidebar();
  expect(await screen.findByText("Daily goal and streak are unavailable right now.")).toBeInTheDocument();
});
