/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { FullData, PlatformProgress } from "@/lib/contract/dashboard";
import type { PlatformId } from "@/lib/contract/platforms";
import { DashboardView } from "./dashboard-view";

jest.mock("@/components/auth/auth-provider", () => ({ useAuth: () => ({ profile: { personal: { fullName: "Ada Lovelace" } } }) }));
// The charts themselves load lazily in the browser; here each stands in as a labelled box.
jest.mock("./lazy-charts", () => ({
  LazyRatingChart: ({ platform }: { platform: string }) => <div data-testid={`rating-chart-${platform}`} />,
  LazyDifficultyChart: () => <div data-testid="difficulty-chart" />,
  LazyTagsChart: () => <div data-testid="tags-chart" />,
}));

let state: { data?: FullData; isPending: boolean; isError: boolean };
// The weakness and Due today cards read their own data; these tests are about the dashboard's.
jest.mock("@/components/train/weakness-card", () => ({ WeaknessCard: () => null }));
jest.mock("@/components/reviews/due-today", () => ({ DueToday: () => null }));
jest.mock("@/components/clubs/my-assignments", () => ({ MyAssignments: () => null }));
jest.mock("./use-dashboard", () => ({ useDashboard: () => ({ ...state, reload: jest.fn() }) }));

function platform(id: PlatformId, synced: boolean, over: Partial<PlatformProgress["account"]> = {}): PlatformProgress {
  return {
    platform: id,
    account: {
      platform: id,
      handle: `${id}_handle`,
      profileUrl: `https://example.com/${id}`,
      displayName: null,
      rating: synced ? 1500 : null,
      maxRating: synced ? 1600 : null,
      rank: null,
      status: synced ? "ok" : "pending",
      lastSyncedAt: synced ? new Date().toISOString() : null,
      nextSyncAt: null,
      lastError: null,
      mayHaveMissedSince: null,
      ...over,
    },
    ratingSeries: synced
      ? [
          {
            contest: "Round 1",
            url: "https://example.com/1",
            at: Date.parse("2026-01-01T00:00:00Z"),
            rank: 10,
            rating: 1400,
            change: null,
          },
          { contest: "Round 2", url: "https://example.com/2", at: Date.parse("2026-02-01T00:00:00Z"), rank: 12, rating: 1500, change: 100 },
        ]
      : [],
    solvedBy: synced ? [{ label: "easy", count: 4 }] : [],
    solved: synced ? 4 : 0,
    topTags: synced ? [{ tag: "greedy", count: 3 }] : [],
  };
}

function data(platforms: PlatformProgress[]): FullData {
  return {
    timeZone: "UTC",
    today: "2026-11-03",
    platforms,
    totals: { solved: 4, submissions: 9, contests: 1, activeDays: 2 },
    activity: [
      { date: "2026-11-02", submissions: 4, accepted: 2, level: 1 },
      { date: "2026-11-03", submissions: 5, accepted: 2, level: 4 },
    ],
    activityScale: [
      { level: 0, min: 0, max: 0 },
      { level: 1, min: 1, max: 4 },
      { level: 2, min: 5, max: 5 },
      { level: 3, min: 6, max: 6 },
      { level: 4, min: 7, max: null },
    ],
    streak: { current: 2, longest: 5 },
    solvedToday: 1,
    dailyGoal: 5,
    networkRecent: [],
    upcoming: [],
    daily: null,
    unreachable: { upcoming: [], daily: ["leetcode"] },
  };
}

it("keeps the loader up while the data loads", () => {
  state = { isPending: true, isError: false };
  render(<DashboardView />);
  expect(screen.getByTestId("page-loader")).toHaveAttribute("data-done", "false");
  expect(screen.getByText(/Ada Lovelace/)).toBeInTheDocument();
});

it("leads a user without handles to add them", () => {
  state = { data: data([]), isPending: false, isError: false };
  render(<DashboardView />);
  const empty = screen.getByRole("region", { name: "Add your handles to see your progress" });
  expect(within(empty).getByRole("link", { name: "Add your handles" })).toHaveAttribute("href", "/profile#handles");
  expect(screen.queryByTestId("totals")).not.toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Upcoming contests" })).toBeInTheDocument();
});

it("shows each handle's sync status, not zeros, until a first sync is done", () => {
  state = {
    data: data([platform("codeforces", false), platform("codechef", false, { status: "error", lastError: "CodeChef is not answering" })]),
    isPending: false,
    isError: false,
  };
  render(<DashboardView />);
  const status = screen.getByRole("list", { name: "Sync status" });
  expect(within(status).getByText("Syncing your submissions…")).toBeInTheDocument();
  expect(within(status).getByText("CodeChef is not answering")).toBeInTheDocument();
  expect(screen.queryByTestId("totals")).not.toBeInTheDocument();
  expect(screen.queryByTestId("heatmap")).not.toBeInTheDocument();
});

it("writes the tiles' numbers grouped, the way the page writes every other count", () => {
  const synced = data([platform("codeforces", true)]);
  state = {
    data: { ...synced, totals: { solved: 1751, submissions: 12196, contests: 132, activeDays: 353 } },
    isPending: false,
    isError: false,
  };
  render(<DashboardView />);
  const tiles = within(screen.getByTestId("totals")).getAllByRole("definition");
  expect(tiles.slice(0, 4).map((d) => d.textContent)).toEqual(["1,751", "12,196", "132", "353"]);
});

it("shows totals, a rating chart per platform, the heatmap and the solved charts once synced", () => {
  state = { data: data([platform("codeforces", true), platform("leetcode", false)]), isPending: false, isError: false };
  render(<DashboardView />);
  expect(screen.getByTestId("page-loader")).toHaveAttribute("data-done", "true");
  const totals = screen.getByTestId("totals");
  expect(
    within(totals)
      .getAllByRole("definition")
      .map((d) => d.textContent),
  ).toEqual(["4", "9", "1", "2", "2", "5"]);
  expect(screen.getByTestId("rating-chart-codeforces")).toBeInTheDocument();
  expect(screen.getByText(/Codeforces rating over 2 rated contests/)).toBeInTheDocument();
  expect(screen.getByText("Your contest history appears after the first sync.")).toBeInTheDocument();
  expect(screen.getByTestId("active-days")).toHaveTextContent("2 active days in the last year");
  expect(
    screen.getByRole("img", { name: /^Submissions per day over the last year, one column per week: 2 active days/ }),
  ).toBeInTheDocument();
  const heatmap = screen.getByRole("region", { name: "Activity by day" });
  fireEvent.keyDown(heatmap, { key: "End" });
  expect(screen.getByTestId("heatmap-day")).toHaveTextContent("5 submissions, 2 accepted on Nov 3, 2026");
  expect(screen.getByTestId("heatmap-tooltip")).toHaveTextContent("5 submissions, 2 accepted on Nov 3, 2026");
  fireEvent.keyDown(heatmap, { key: "ArrowUp" });
  expect(screen.getByTestId("heatmap-day")).toHaveTextContent("4 submissions, 2 accepted on Nov 2, 2026");
  expect(
    within(screen.getByRole("table", { name: "Submissions per month over the last year" })).getByRole("row", {
      name: "November 2026 2 9 4",
    }),
  ).toBeInTheDocument();
  expect(within(screen.getByRole("list", { name: "Colour scale, from fewer to more submissions" })).getAllByRole("listitem")).toHaveLength(
    5,
  );
  expect(screen.getByTestId("not-linked")).toHaveTextContent("CodeChef is not linked. Add a handle to see its rating here.");
  expect(within(screen.getByTestId("not-linked")).getByRole("link", { name: "Add a handle" })).toHaveAttribute("href", "/profile#handles");
  expect(screen.getByTestId("difficulty-chart")).toBeInTheDocument();
  expect(screen.getByRole("img", { name: /^Codeforces, \d+ solved: / })).toBeInTheDocument();
  expect(screen.getByTestId("tags-chart")).toHaveTextContent("in each platform's own tag names");
  expect(screen.getByTestId("active-day-rule")).toHaveTextContent(
    "An active day is a day, in your time zone, on which you made at least one submission",
  );
});

it("offers a retry when the data cannot be read", () => {
  state = { isPending: false, isError: true };
  render(<DashboardView />);
  expect(screen.getByRole("alert")).toHaveTextContent("Could not load your dashboard");
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});
