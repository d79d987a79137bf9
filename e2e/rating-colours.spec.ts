import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NetworkPage } from "./pages/network-page";

// Each platform's own scale, at every boundary: the last rating below it and the boundary itself.
const CODEFORCES: Array<[number, string, string, string]> = [
  // rating, tier key, light-theme text colour, dark-theme text colour
  [1199, "newbie", "#6b6b6b", "#a0a0a0"],
  [1200, "pupil", "#008000", "#3cb43c"],
  [1399, "pupil", "#008000", "#3cb43c"],
  [1400, "specialist", "#02786f", "#03a89e"],
  [1599, "specialist", "#02786f", "#03a89e"],
  [1600, "expert", "#0000ff", "#7b8cff"],
  [1645, "expert", "#0000ff", "#7b8cff"],
  [1899, "expert", "#0000ff", "#7b8cff"],
  [1900, "candidate-master", "#aa00aa", "#d86ad8"],
  [2099, "candidate-master", "#aa00aa", "#d86ad8"],
  [2100, "master", "#a65800", "#ff8c00"],
  [2300, "international-master", "#a65800", "#ff8c00"],
  [2399, "international-master", "#a65800", "#ff8c00"],
  [2400, "grandmaster", "#d00000", "#ff4d4d"],
  [2600, "international-grandmaster", "#d00000", "#ff4d4d"],
  [2999, "international-grandmaster", "#d00000", "#ff4d4d"],
  [3000, "legendary-grandmaster", "#d00000", "#ff4d4d"],
];
const CODECHEF: Array<[number, string]> = [
  [1399, "1-star"],
  [1400, "2-star"],
  [1600, "3-star"],
  [1800, "4-star"],
  [2000, "5-star"],
  [2200, "6-star"],
  [2499, "6-star"],
  [2500, "7-star"],
];
const LEETCODE: Array<[number, string]> = [
  [1849, "below-knight"],
  [1850, "knight-range"],
];

const person = (i: number, ratings: Record<string, number>) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  kind: "user",
  fullName: `Boundary ${String(i).padStart(2, "0")}`,
  userName: `boundary_${i}`,
  handles: {
    leetcode: ratings.leetcode ? `lc_${i}` : "",
    codeforces: ratings.codeforces ? `cf_${i}` : "",
    codechef: ratings.codechef ? `cc_${i}` : "",
  },
  ratings,
  lastActiveAt: null,
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

async function serveBoundaryNetwork(page: Page) {
  const people = [
    ...CODEFORCES.map(([r], i) => person(i, { codeforces: r })),
    ...CODECHEF.map(([r], i) => person(100 + i, { codechef: r })),
    ...LEETCODE.map(([r], i) => person(200 + i, { leetcode: r })),
  ];
  await page.route(/\/api\/fetch\/network$/, (route) => route.fulfill({ json: { success: true, networkData: people } }));
}

const ratingIn = (page: Page, platform: string, rating: number) =>
  page
    .locator(`[data-testid="rating"][data-platform="${platform}"]`)
    .filter({ hasText: new RegExp(`^${rating}\\b`) })
    .first();

test("a rating takes its platform's own tier and colour at every boundary, in both themes", async ({ signedInPage: page }) => {
  await serveBoundaryNetwork(page);
  const network = new NetworkPage(page);
  for (const theme of ["dark", "light"] as const) {
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await network.open();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    for (const [rating, tier, light, dark] of CODEFORCES) {
      const shown = ratingIn(page, "codeforces", rating);
      await expect(shown).toHaveAttribute("data-tier", tier);
      await expect(shown).toHaveCSS("color", rgb(theme === "dark" ? dark : light));
    }
    for (const [rating, tier] of CODECHEF) await expect(ratingIn(page, "codechef", rating)).toHaveAttribute("data-tier", tier);
    for (const [rating, tier] of LEETCODE) await expect(ratingIn(page, "leetcode", rating)).toHaveAttribute("data-tier", tier);
  }
  // A Codeforces 1645 reads as Expert (blue), never purple; a screen reader hears the tier too.
  await expect(ratingIn(page, "codeforces", 1645)).toContainText("(Expert)");
});

test("the network sorts by one platform's rating, highest first, and keeps its order on reload", async ({ signedInPage: page }) => {
  await serveBoundaryNetwork(page);
  const network = new NetworkPage(page);
  await network.open();
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("rating:codeforces");
  const cards = page.getByRole("list", { name: "Network" }).getByRole("article");
  await expect(cards.first()).toContainText("3000");
  const first = await cards.allTextContents();
  await network.open();
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("rating:codeforces");
  await expect(cards.first()).toContainText("3000");
  expect(await cards.allTextContents()).toEqual(first);
});
