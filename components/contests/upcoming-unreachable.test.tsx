/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { configureApiClient } from "@/lib/client/api";
import { makeQueryClient } from "@/lib/client/query-client";
import { UpcomingContests } from "./upcoming-contests";

const contest = {
  name: "Weekly Contest 999",
  startTime: new Date(Date.now() + 86_400_000).toISOString(),
  duration: 90,
  url: "https://leetcode.com/contest/weekly-contest-999",
  platform: "leetcode" as const,
};

it("says none are announced only when every platform answered", () => {
  render(<UpcomingContests contests={[]} unreachable={[]} onRetry={jest.fn()} />);
  expect(screen.getByText("No upcoming contests are announced right now.")).toBeInTheDocument();
});

it("names the platforms that could not be reached instead, with a retry", () => {
  const onRetry = jest.fn();
  render(<UpcomingContests contests={[]} unreachable={["leetcode", "codeforces", "codechef"]} onRetry={onRetry} />);
  expect(screen.queryByText(/No upcoming contests/)).toBeNull();
  expect(
    screen.getByText("LeetCode, Codeforces and CodeChef could not be reached, so their upcoming contests are not known right now."),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it("lists what the others answered and says which one may be missing", () => {
  configureApiClient({ toast: jest.fn(), onSessionLost: jest.fn(), log: jest.fn() });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, favorites: [] }) }) as Response);
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <UpcomingContests contests={[contest]} unreachable={["codeforces"]} onRetry={jest.fn()} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole("link", { name: contest.name })).toBeInTheDocument();
  expect(screen.getByText("Codeforces could not be reached: its contests may be missing here or out of date.")).toBeInTheDocument();
});
