import { readFile } from "node:fs/promises";
import { expect, expectAccessible, openFromApp, test } from "./fixtures";
import { ContestsPage, type RecentContestBody } from "./pages/contests-page";
import { unclaimedHandle } from "./pages/platform-sim";
import { ProfilePage } from "./pages/profile-page";

// Contest history arrives with the first sync of the handles, on the simulated platforms.
test.describe.configure({ timeout: 120_000 });

/** docs/behaviour.md §9's Codeforces ranks written out again, so the page is checked against the spec, not against itself. */
function expectedTier(rating: number): string {
  if (rating >= 3000) return "legendary-grandmaster";
  if (rating >= 2600) return "international-grandmaster";
  if (rating >= 2400) return "grandmaster";
  if (rating >= 2300) return "international-master";
  if (rating >= 2100) return "master";
  if (rating >= 1900) return "candidate-master";
  if (rating >= 1600) return "expert";
  if (rating >= 1400) return "specialist";
  if (rating >= 1200) return "pupil";
  return "newbie";
}

const STATE_WORDS = { solved: "Solved in contest", upsolved: "Upsolved", attempted: "Attempted", untried: "Not tried" } as const;

async function withContestHistory(
  contests: ContestsPage,
  profile: ProfilePage,
  baseURL: string,
  handles: Parameters<ProfilePage["setHandles"]>[1],
) {
  await profile.setHandles(baseURL, handles);
  await profile.waitForSync();
  let recent: RecentContestBody[] = [];
  await expect
    .poll(
      async () => {
        recent = await contests.recentFromApi();
        return recent.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return recent;
}

test("without handles the recent contests lead to the handles section", async ({ signedInPage: page }) => {
  const contests = new ContestsPage(page);
  await contests.open();
  await expect(contests.upsolve.getByText("No contests yet")).toBeVisible();
  await expect(contests.stat("Recent contests")).toHaveText("0");
  // No mean across platforms: without contests there is no per-platform row at all.
  await expect(contests.stats.getByText("Overall performance")).toHaveCount(0);
  await expect(contests.stats.getByRole("row")).toHaveCount(0);
  await contests.upsolve.getByRole("link", { name: "Add your handles" }).click();
  await expect(page).toHaveURL(/\/profile#handles$/);
  await expect(page.getByRole("heading", { name: "Platform handles" })).toBeInViewport();
});

test("recent contests: date, rating in its band colour, rank, Upsolve, stats, and each problem's upsolve state", async ({
  signedInPage: page,
  baseURL,
}) => {
  const contests = new ContestsPage(page);
  const profile = new ProfilePage(page);
  const recent = await withContestHistory(contests, profile, baseURL!, {
    codeforces: await unclaimedHandle("codeforces", { withContests: true, nth: 1 }),
  });
  await contests.seed(baseURL!, [{ name: "Round Kept", url: "https://codeforces.com/contest/77", platform: "codeforces" }]);
  await contests.open();
  await expect(contests.recentItems).toHaveCount(recent.length);
  expect(recent.length).toBeLessThanOrEqual(5);

  for (const c of recent) {
    const row = contests.recentContest(c.name);
    const link = row.getByRole("link", { name: c.name, exact: true });
    await expect(link).toHaveAttribute("href", c.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(row.getByRole("img", { name: "Codeforces" })).toBeVisible();
    // Short US format, in the browser's own time zone.
    const day = await page.evaluate(
      (iso) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }),
      c.date,
    );
    await expect(row.locator("time")).toHaveText(day);
    expect(day).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    if (c.rating !== null) {
      const rating = row.getByTestId("rating").first();
      await expect(rating).toContainText(String(c.rating));
      await expect(rating).toHaveAttribute("data-platform", "codeforces");
      await expect(rating).toHaveAttribute("data-tier", expectedTier(c.rating));
    }
    if (c.rank !== null) await expect(row).toContainText(`Rank ${c.rank.toLocaleString("en-US")}`);
    const upsolve = row.getByRole("link", { name: `Upsolve ${c.name}` });
    await expect(upsolve).toHaveAttribute("href", c.upsolveUrl);
    await expect(upsolve).toHaveAttribute("target", "_blank");
  }

  const latestRated = [...recent].filter((c) => c.rating !== null).sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
  const ranks = recent.flatMap((c) => (c.rank === null ? [] : [c.rank]));
  await expect(contests.stat("Recent contests")).toHaveText(String(recent.length));
  const codeforcesRow = page.getByTestId("contest-stats-codeforces");
  if (latestRated) await expect(codeforcesRow.getByTestId("rating")).toContainText(String(latestRated.rating));
  await expect(codeforcesRow.getByRole("cell").last()).toHaveText(ranks.length ? Math.min(...ranks).toLocaleString("en-US") : "—");
  await expect(contests.stat("Favourites")).toHaveText("1");

  // Codeforces publishes its problem lists: a contest opens to its problems, each with its state in words.
  const listed = recent.find((c) => c.problems && c.problems.length > 0);
  expect(listed, "a Codeforces contest with its problem list").toBeDefined();
  const legend = page.getByRole("list", { name: "Problem states" });
  for (const words of Object.values(STATE_WORDS)) await expect(legend).toContainText(words);
  const row = contests.recentContest(listed!.name);
  const toggle = row.getByRole("button", { name: /^Problems/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const problems = row.getByRole("list", { name: `Problems of ${listed!.name}` }).getByRole("listitem");
  await expect(problems).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(problems).toHaveCount(listed!.problems!.length);
  for (const [i, p] of listed!.problems!.entries()) {
    const item = problems.nth(i);
    const problemLink = item.getByRole("link", { name: p.index ? `${p.index}. ${p.name}` : p.name, exact: true });
    await expect(problemLink).toHaveAttribute("href", p.url);
    await expect(problemLink).toHaveAttribute("target", "_blank");
    const addToTricky = item.getByRole("link", { name: `Add ${p.name} to Tricky Problems` });
    await expect(addToTricky).toHaveCount(p.state === "attempted" || p.state === "untried" ? 1 : 0);
    await expect(item).toContainText(p.name);
    await expect(item).toContainText(STATE_WORDS[p.state]);
    await expect(item).toHaveAttribute("data-upsolve-state", p.state);
  }
  const done = listed!.problems!.filter((p) => p.state === "solved" || p.state === "upsolved").length;
  await expect(toggle).toContainText(`${done}/${listed!.problems!.length} solved`);
  const next = listed!.problems!.find((p) => p.state !== "solved" && p.state !== "upsolved");
  expect(listed!.upsolveUrl).toBe(next ? next.url : listed!.url);
  await toggle.click();
  await expect(problems).toHaveCount(0);

  await expect(contests.favorite("Round Kept")).toBeVisible();
});

test("LeetCode contests say the platform publishes no problem list", async ({ signedInPage: page, baseURL }) => {
  const contests = new ContestsPage(page);
  const profile = new ProfilePage(page);
  const recent = await withContestHistory(contests, profile, baseURL!, {
    leetcode: await unclaimedHandle("leetcode", { withContests: true }),
  });
  await contests.open();
  await expect(contests.recentItems).toHaveCount(recent.length);
  for (const c of recent) {
    expect(c.problems).toBeNull();
    const row = contests.recentContest(c.name);
    await expect(row.getByText("This platform does not publish the contest's problem list")).toBeVisible();
    await expect(row.getByRole("button", { name: /^Problems/ })).toHaveCount(0);
    await expect(row.getByRole("img", { name: "LeetCode" })).toBeVisible();
  }
});

test("upcoming contests: local start, duration, a live countdown and an .ics download", async ({ signedInPage: page }) => {
  const contests = new ContestsPage(page);
  const upcoming = await contests.upcomingFromApi();
  expect(upcoming.length, "the simulated platforms announce contests").toBeGreaterThan(0);
  await contests.open();
  const first = upcoming[0]!;
  const item = contests.upcomingItems.first();
  await expect(item.getByRole("link", { name: first.name })).toHaveAttribute("href", first.url);
  await expect(item.locator("time")).toHaveAttribute("datetime", first.startTime);
  await expect(item.locator("time")).toHaveText(
    await page.evaluate(
      (iso) =>
        new Date(iso).toLocaleString(undefined, {
          weekday: "short",
          month: "short",
          day: "numeric",
          hour: "numeric",
          minute: "2-digit",
          timeZoneName: "short",
        }),
      first.startTime,
    ),
  );
  const timer = item.getByRole("timer");
  await expect(timer).toHaveText(/^Starts in /);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!, { timeout: 70_000 });

  const downloading = page.waitForEvent("download");
  await item.getByRole("button", { name: `Add to calendar: ${first.name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile(await download.path(), "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const unfolded = ics.replace(/\r\n /g, "");
  expect(unfolded).toContain(`SUMMARY:${first.name.replace(/([,;\\])/g, "\\$1")}`);
  const start = first.startTime.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  expect(unfolded).toContain(`DTSTART:${start}`);
  expect(unfolded).toContain(`URL:${first.url}`);
  expect(unfolded).toMatch(/\r\nUID:.+\r\n/);
  expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  expect(unfolded).toContain("END:VEVENT\r\nEND:VCALENDAR\r\n");
});

test("the daily problem links to LeetCode, and says so quietly when there is none", async ({ signedInPage: page }) => {
  const contests = new ContestsPage(page);
  const body = (await (await page.request.get("/api/fetch/daily")).json()) as {
    daily: { title: string; questionLink: string; difficulty: string; tags: string[] } | null;
  };
  await contests.open();
  if (body.daily) {
    const link = contests.daily.getByRole("link", { name: body.daily.title });
    await expect(link).toHaveAttribute("href", body.daily.questionLink);
    await expect(contests.daily).toContainText(body.daily.difficulty);
    for (const tag of body.daily.tags) await expect(contests.daily.getByRole("list", { name: "Tags" })).toContainText(tag);
  }
  await page.route("**/api/fetch/daily", (route) => route.fulfill({ json: { success: true, daily: null, unreachable: ["leetcode"] } }));
  // Reached from inside the app: a load of /contests itself arrives with the daily problem read on the server.
  await openFromApp(page, "Contests");
  await expect(contests.daily.getByText("LeetCode could not be reached, so today's problem is not known right now.")).toBeVisible();
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /contests with contests opened (${theme})`, async ({ signedInPage: page, baseURL }) => {
    const contests = new ContestsPage(page);
    const profile = new ProfilePage(page);
    const recent = await withContestHistory(contests, profile, baseURL!, {
      codeforces: await unclaimedHandle("codeforces", { withContests: true, nth: 2 }),
    });
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await contests.open();
    const listed = recent.find((c) => c.problems);
    if (listed)
      await contests
        .recentContest(listed.name)
        .getByRole("button", { name: /^Problems/ })
        .click();
    await expectAccessible(page);
  });
}
