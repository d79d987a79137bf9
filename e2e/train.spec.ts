import { SIM_URL } from "../playwright.config";
import { expect, expectAccessible, expectRenderedOnLoad, signIn, test } from "./fixtures";
import { DashboardPage, DEMO } from "./pages/dashboard-page";
import { TRAIN_CALL, TrainPage, type TrainBody } from "./pages/train-page";

async function demoHandle(page: TrainPage["page"], platform: "leetcode" | "codeforces" | "codechef"): Promise<string> {
  const body = (await (await page.request.get("/api/profile/getProfileData")).json()) as {
    profileData: { handles: Record<string, string> };
  };
  return body.profileData.handles[platform]!;
}

/** The newest submission the simulated LeetCode lists for a handle (what the sync will read). */
async function newestLeetCodeSubmission(handle: string): Promise<{ title: string; statusDisplay: string }> {
  const res = await fetch(`${SIM_URL}/leetcode/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", referer: "https://leetcode.com" },
    body: JSON.stringify({
      operationName: "recentSubmissions",
      query:
        "query recentSubmissions($username: String!, $limit: Int!) { recentSubmissionList(username: $username, limit: $limit) { title titleSlug timestamp statusDisplay lang } }",
      variables: { username: handle, limit: 1 },
    }),
  });
  const body = (await res.json()) as { data: { recentSubmissionList: Array<{ title: string; statusDisplay: string }> } };
  return body.data.recentSubmissionList[0]!;
}

test.describe("with the demo account", () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO);
    await new DashboardPage(page).waitForSync();
    await new TrainPage(page).waitForCatalogue();
  });

  test("bands change the list: each row's chance sits near its band's", async ({ page }) => {
    const train = new TrainPage(page);
    await train.open();
    await expect(train.band("Moderate")).toHaveAttribute("aria-pressed", "true");
    await expect(train.rows.first()).toBeVisible();
    const moderate = await train.names.allTextContents();
    for (const chance of await train.chances()) expect(Math.abs(chance - 50)).toBeLessThanOrEqual(20);

    const hard = page.waitForResponse((r) => TRAIN_CALL.test(r.url()) && r.url().includes("band=hard"));
    await train.band("Hard").click();
    await hard;
    await expect(train.band("Hard")).toHaveAttribute("aria-pressed", "true");
    await expect(train.names).not.toHaveText(moderate);
    for (const chance of await train.chances()) expect(Math.abs(chance - 20)).toBeLessThanOrEqual(20);

    await train.band("Easy").click();
    await expect(train.band("Easy")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => Math.min(...(await train.chances()))).toBeGreaterThanOrEqual(60);

    const body = await train.recommendations("band=easy");
    await expect(page.getByText("Your ratings:")).toBeVisible();
    for (const from of body.userRating.from)
      await expect(page.getByText(/^From .*Each problem's chance uses your rating on its own platform\./)).toContainText(
        String(from.rating),
      );
  });

  test("the rows are what the API recommends, with the Solve Now link and estimated difficulties marked", async ({ page }) => {
    const train = new TrainPage(page);
    // The catalogue places problems again while the demo syncs, so read the page and the API until they agree.
    let body!: TrainBody;
    await expect(async () => {
      await train.open();
      await expect(train.rows.first()).toBeVisible({ timeout: 1_000 });
      body = await train.recommendations("band=moderate&exclude=solved");
      await expect(train.names).toHaveText(
        body.problems.map((p) => p.name),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 60_000 });
    const first = body.problems[0]!;
    const row = train.list.getByRole("article", { name: first.name, exact: true });
    await expect(row).toContainText(`${Math.round(first.chance * 100)}% chance`);
    await expect(row).toContainText(`Difficulty ${first.difficulty.estimated ? "≈ " : ""}${first.difficulty.value}`);
    await expect(row.getByText("estimated", { exact: true })).toHaveCount(first.difficulty.estimated ? 1 : 0);
    const solve = row.getByRole("link", { name: `Solve Now ${first.name} (opens in a new tab)` });
    await expect(solve).toHaveAttribute("href", first.url);
    await expect(solve).toHaveAttribute("target", "_blank");
    const adding = page.waitForResponse((r) => r.url().includes("/api/saved/stumbles/add") && r.request().method() === "POST");
    await row.getByRole("button", { name: `Add to Tricky Problems: ${first.name}` }).click();
    expect((await adding).status()).toBe(201);
    await expect(page.getByText("Problem added successfully")).toBeVisible();
    await expect(row.getByRole("button", { name: `Added to Tricky Problems: ${first.name}` })).toBeDisabled();
    const followed = body.problems.find((p) => p.networkSolvers.count > 0);
    if (followed) {
      const n = followed.networkSolvers.count;
      await expect(train.list.getByRole("article", { name: followed.name, exact: true })).toContainText(
        `${n} ${n === 1 ? "person" : "people"} you follow solved this in the last ${followed.networkSolvers.days} days (weight +${followed.networkSolvers.weight})`,
      );
    }
  });

  test("exclusions hold: hiding attempted problems asks for exactly that and shows what the API answers", async ({ page }) => {
    const train = new TrainPage(page);
    await train.open();
    await expect(train.rows.first()).toBeVisible();
    const asked = page.waitForResponse((r) => TRAIN_CALL.test(r.url()) && r.url().includes("exclude=attempted"));
    await train.hide.selectOption({ label: "Hide attempted" });
    // What the API answered the page itself (the catalogue may place problems again a moment later).
    const attempted = (await (await asked).json()) as TrainBody;
    expect(attempted.problems.length).toBeGreaterThan(0);
    await expect(train.names).toHaveText(attempted.problems.map((p) => p.name));

    await train.platform.selectOption({ label: "Codeforces" });
    await expect(train.list.getByText("LeetCode", { exact: true })).toHaveCount(0);
    await expect(train.list.getByText("CodeChef", { exact: true })).toHaveCount(0);
  });

  test("a solve made on the platform removes the problem from the list after the next sync", async ({ page, baseURL }) => {
    // Finding the problem may wait for the catalogue's next pass, then the sync and the page's next read.
    test.setTimeout(420_000);
    const train = new TrainPage(page);
    const handle = await demoHandle(page, "leetcode");
    // A LeetCode problem the simulator knows; the catalogue may place it only on its next pass.
    async function solveOne(): Promise<{ band: string; name: string } | null> {
      for (const band of ["moderate", "easy", "hard"]) {
        const { problems } = await train.recommendations(`band=${band}&platform=leetcode&exclude=solved`);
        for (const p of problems) {
          const slug = /\/problems\/([^/]+)\/?$/.exec(p.url)?.[1];
          if (!slug) continue;
          const res = await fetch(`${SIM_URL}/__sim/submit`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ platform: "leetcode", handle, verdict: "accepted", problem: slug }),
          });
          if (res.status === 201) return { band, name: p.name };
        }
      }
      return null;
    }
    let chosen: { band: string; name: string } | null = null;
    await expect
      .poll(async () => (chosen = await solveOne()) !== null, {
        message: "a recommended LeetCode problem the simulator knows",
        timeout: 150_000,
        intervals: [5_000],
      })
      .toBe(true);
    const solved = await newestLeetCodeSubmission(handle);
    expect(solved).toMatchObject({ title: chosen!.name, statusDisplay: "Accepted" });

    await train.open(`/train?band=${chosen!.band}&platform=leetcode`);
    await expect(train.list.getByRole("article", { name: chosen!.name, exact: true })).toBeVisible();
    const syncing = await page.request.post("/api/profile/sync", { headers: { origin: baseURL! } });
    expect(syncing.status()).toBeLessThan(500);
    // The page asks again every minute; once the sync stored the solve, the row is gone.
    await expect(train.list.getByRole("article", { name: chosen!.name, exact: true })).toHaveCount(0, { timeout: 150_000 });
  });

  test("the weakness map renders as a chart with its text alternative, and a weak topic leads to Moderate problems in it", async ({
    page,
  }) => {
    const train = new TrainPage(page);
    await expect.poll(async () => (await train.weaknessMap()).tags.length, { timeout: 180_000, intervals: [5_000] }).toBeGreaterThan(0);
    const { tags } = await train.weaknessMap();
    await train.open();
    await expect(train.chart).toBeVisible();
    await expect(page.locator("#weakness-summary")).toContainText(/Weak: |No topic is clearly below your rating\./);
    await train.weakness.getByRole("button", { name: "Show the numbers" }).click();
    const table = train.weakness.getByRole("table", { name: "Ability per topic" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(tags.length + 1);
    const first = tags[0]!;
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      String(first.ability),
      `${first.low}–${first.high}`,
      String(first.solved),
      String(first.failed),
      first.weak ? "Yes" : "No",
    ]);

    const weak = tags.find((t) => t.weak);
    if (weak) {
      const asked = page.waitForRequest(
        (r) => TRAIN_CALL.test(r.url()) && r.url().includes(`tag=${weak.tag}`) && r.url().includes("band=moderate"),
      );
      await train.weakness
        .getByRole("link", { name: /^Practise / })
        .first()
        .click();
      await asked;
      await expect(train.band("Moderate")).toHaveAttribute("aria-pressed", "true");
      await expect(train.topic).toHaveValue(weak.tag);
    }
  });

  test("the dashboard has a weakness card that opens /train", async ({ page }) => {
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Weakness map" });
    await expect(card).toBeVisible();
    await card.getByRole("link", { name: "Open Train" }).click();
    await expect(page).toHaveURL(/\/train$/);
    await expect(new TrainPage(page).heading).toBeVisible();
  });
});

test("a new account sees recommendations at the assumed rating and the weakness map's empty state", async ({ signedInPage: page }) => {
  const train = new TrainPage(page);
  await train.open();
  await expect(page.getByText("No platform rating yet, so a beginner's 1200 is assumed. Add your handles to get your own.")).toBeVisible();
  await expect(train.weakness.getByRole("heading", { name: "Not enough data for a weakness map yet" })).toBeVisible();
  await expect(train.weakness.getByRole("link", { name: "Add Handles" })).toHaveAttribute("href", "/profile#handles");
  await expect(page.getByRole("navigation", { name: "App" }).first().getByRole("link", { name: "Train" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a page load brings the recommendations for the address's band in the server's HTML, and hydrates without a mismatch", async ({
  signedInPage: page,
}) => {
  // Read on the server for the band the address names.
  const train = new TrainPage(page);
  const html = await expectRenderedOnLoad(page, {
    path: "/train?band=hard",
    text: "No platform rating yet, so a beginner",
    shown: train.band("Hard"),
  });
  expect(html).toMatch(/aria-pressed="true"[^>]*>Hard</);
  await expect(train.band("Hard")).toHaveAttribute("aria-pressed", "true");
});

test("/train is for signed-in people only", async ({ page }) => {
  await page.goto("/train");
  await expect(page).toHaveURL(/\/login\?next=%2Ftrain$/);
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /train (${theme})`, async ({ signedInPage: page }) => {
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    const train = new TrainPage(page);
    await train.open();
    await expect(train.weakness).toBeVisible();
    await expectAccessible(page);
  });
}
