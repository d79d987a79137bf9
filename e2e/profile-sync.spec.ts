import { expect, expectAccessible, test, waitForHydration, watchHydration } from "./fixtures";
import { addSimFault, unclaimedHandle } from "./pages/platform-sim";
import { ProfilePage } from "./pages/profile-page";

// Sync waits on the simulated platforms, shared with the seeded demo network.
test.describe.configure({ timeout: 120_000 });

test("a wrong handle is refused with its reason; real ones are saved, link to their pages and sync live", async ({
  signedInPage: page,
}) => {
  const codeforces = await unclaimedHandle("codeforces", { withContests: true });
  const leetcode = await unclaimedHandle("leetcode");
  const codechef = await unclaimedHandle("codechef");
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.stat("Problems solved")).toHaveText("0");
  // Ratings are per platform, never averaged: no handle, no rating tile.
  await expect(profile.stat("Codeforces rating")).toHaveCount(0);
  await expect(profile.stat("Average rating")).toHaveCount(0);
  await expect(profile.syncNow).toBeDisabled();

  await profile.fillHandles({ codeforces: "no_such_handle_zz" });
  await expect(profile.handles.getByText("Codeforces handle not found")).toBeVisible();
  await expect(profile.handleField("codeforces")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Handles update failed" })).toBeVisible();
  expect((await profile.savedHandles()).codeforces).toBe("");

  const profileReads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/profile/getProfileData")) profileReads.push(r.url());
  });
  await profile.fillHandles({ codeforces, leetcode, codechef });
  await expect(page.getByText("Handles updated")).toBeVisible();
  // docs/behaviour.md §4: saving handles does not read the profile again; the reply is shown as it is.
  expect(profileReads).toEqual([]);
  expect(await profile.savedHandles()).toEqual({ codeforces, leetcode, codechef });

  const links = [
    ["codeforces", `${codeforces} on Codeforces`, `https://codeforces.com/profile/${codeforces}`],
    ["leetcode", `${leetcode} on LeetCode`, `https://leetcode.com/u/${leetcode}/`],
    ["codechef", `${codechef} on CodeChef`, `https://www.codechef.com/users/${codechef}`],
  ] as const;
  for (const [platform, name, href] of links) {
    const link = profile.status(platform).getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
  }

  // The status turns fresh on its own (the page polls while anything is syncing).
  for (const platform of ["codeforces", "leetcode", "codechef"] as const) {
    await expect(profile.status(platform)).toContainText(/Synced (just now|\d+ min ago)/, { timeout: 90_000 });
    await expect(profile.status(platform)).toHaveAttribute("data-sync-tone", "ok");
  }
  await expect(profile.stat("Contests attended")).not.toHaveText("0", { timeout: 15_000 });
  await expect(profile.stat("Codeforces rating")).toHaveText(/^(\d+ \([^)]+\)|Unrated)$/);
  await expect(profile.status("codeforces")).toContainText(/Rating \d+/);
  await expect(profile.syncNow).toBeEnabled();

  // "Synced 3 min ago" renders from the server's moment first, so a browser three minutes ahead hydrates without a mismatch, then says so.
  const hydrationErrors = watchHydration(page);
  await page.clock.install({ time: Date.now() + 3 * 60_000 });
  await page.goto("/profile");
  await waitForHydration(page);
  expect(hydrationErrors()).toEqual([]);
  await expect(profile.status("codeforces")).toContainText(/Synced ([3-9]|\d\d+) min ago/);
});

test("Sync now starts a sync; pressing it again within the minute shows the limit's message", async ({ signedInPage: page, baseURL }) => {
  const codeforces = await unclaimedHandle("codeforces", { nth: 1 });
  const profile = new ProfilePage(page);
  await profile.setHandles(baseURL!, { codeforces });
  await profile.waitForSync();
  await profile.open();
  await expect(profile.status("codeforces")).toContainText("Synced");

  const lastSynced = async () => {
    const body = (await (await page.request.get("/api/profile/sync-status")).json()) as { accounts: { lastSyncedAt: string }[] };
    return body.accounts[0]?.lastSyncedAt;
  };
  const before = await lastSynced();
  await profile.syncNow.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sync started" })).toBeVisible();
  await expect.poll(lastSynced, { timeout: 60_000 }).not.toBe(before);
  await expect(profile.status("codeforces")).toContainText("Synced just now");

  await profile.syncNow.click();
  const refused = page.locator("[data-sonner-toast]").filter({ hasText: "Sync could not start" });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("Too many attempts");
});

test("a platform that cannot be asked right now gets a clear message and nothing is saved", async ({ signedInPage: page }) => {
  const codechef = await unclaimedHandle("codechef", { nth: 1 });
  // Every attempt of the check fails (the API tries 3 times); the fault then wears off.
  await addSimFault({ platform: "codechef", kind: "http_503", handle: codechef, count: 3 });
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.fillHandles({ codechef });
  const alert = profile.handles.getByRole("alert");
  await expect(alert).toHaveText("CodeChef could not be reached, so nothing was saved. Try again in a minute.");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Server error occurred" })).toHaveCount(0);
  expect((await profile.savedHandles()).codechef).toBe("");

  await expect(async () => {
    await profile.saveHandles.click();
    await expect(page.getByText("Handles updated")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(profile.handles.getByRole("alert")).toHaveCount(0);
  expect((await profile.savedHandles()).codechef).toBe(codechef);
});

test("the daily goal is saved with the profile and read again", async ({ signedInPage: page }) => {
  const profile = new ProfilePage(page);
  await profile.open();
  const goal = page.getByRole("spinbutton", { name: "Daily goal" });
  await expect(goal).toHaveValue("5");
  await goal.fill("51");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Daily goal is 1 to 50 problems")).toBeVisible();
  await goal.fill("8");
  const reread = page.waitForRequest((r) => r.url().includes("/api/profile/getProfileData"));
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  // docs/behaviour.md §4: after a successful update the profile is read again.
  await reread;
  await page.reload();
  await expect(goal).toHaveValue("8");
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /profile with synced handles (${theme})`, async ({ signedInPage: page, baseURL }) => {
    const profile = new ProfilePage(page);
    await profile.setHandles(baseURL!, { codeforces: await unclaimedHandle("codeforces", { nth: 2 }) });
    await profile.waitForSync();
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await profile.open();
    await expect(profile.status("codeforces")).toContainText("Synced");
    await expectAccessible(page);
  });
}
