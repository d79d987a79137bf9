import { expect, test } from "./fixtures";
import { unclaimedHandle } from "./pages/platform-sim";
import { ProfilePage } from "./pages/profile-page";
import { StumblesPage } from "./pages/stumbles-page";

// Sync waits on the simulated platforms.
test.describe.configure({ timeout: 150_000 });

type Attempt = { name: string; url: string; platform: string; attempts: number };

test("a recent failed attempt from the sync becomes a tricky problem in one action", async ({ signedInPage: page, baseURL }) => {
  const profile = new ProfilePage(page);
  await profile.setHandles(baseURL!, { codeforces: await unclaimedHandle("codeforces", { nth: 4 }) });
  await profile.waitForSync();
  let attempts: Attempt[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get("/api/saved/stumbles/failed-attempts");
        attempts = ((await res.json()) as { failedAttempts: Attempt[] }).failedAttempts;
        return attempts.length;
      },
      { timeout: 60_000, message: "the synced account has a recent problem with no accepted submission" },
    )
    .toBeGreaterThan(0);
  const first = attempts[0]!;

  const stumbles = new StumblesPage(page);
  await stumbles.open();
  const section = page.getByRole("region", { name: "Recent failed attempts" });
  await expect(section.getByRole("link", { name: first.name })).toHaveAttribute("href", first.url);
  await section.getByRole("button", { name: `Add ${first.name} to Tricky Problems` }).click();
  await expect(page.getByText("Problem added successfully")).toBeVisible();
  await expect(stumbles.names.first()).toHaveText(first.name.slice(0, 50));
  await expect(section.getByRole("button", { name: `Add ${first.name} to Tricky Problems` })).toHaveCount(0);
  const after = ((await (await page.request.get("/api/saved/stumbles/failed-attempts")).json()) as { failedAttempts: Attempt[] })
    .failedAttempts;
  expect(after.map((a) => a.url)).not.toContain(first.url);
  const saved = ((await (await page.request.get("/api/saved/stumbles/get")).json()) as { allStumbles: { url: string; platform: string }[] })
    .allStumbles;
  expect(saved[0]).toMatchObject({ url: first.url, platform: "codeforces" });
});

test("pasting a link into Add Problem picks its platform", async ({ signedInPage: page }) => {
  const stumbles = new StumblesPage(page);
  await stumbles.open();
  await page.getByRole("button", { name: "Add Problem" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Problem" });
  await dialog.getByLabel("Problem link").fill("https://www.codechef.com/problems/FLOW001");
  await expect(dialog.getByLabel("Platform")).toHaveValue("codechef");
  await dialog.getByLabel("Problem link").fill("https://codeforces.com/contest/4/problem/A");
  await expect(dialog.getByLabel("Platform")).toHaveValue("codeforces");
  await dialog.getByLabel("Problem link").fill("https://atcoder.jp/contests/abc300/tasks/abc300_a");
  await expect(dialog.getByLabel("Platform")).toHaveValue("other");
});
