import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "../fixtures";

export type TrainProblem = {
  id: string;
  name: string;
  url: string;
  platform: string;
  difficulty: { value: number; estimated: boolean; own: string };
  chance: number;
  ratingUsed: { value: number; own: boolean };
  tags: string[];
  networkSolvers: { count: number; days: number; names: string[]; weight: number };
};
export type TrainBody = {
  success: true;
  userRating: { value: number; from: Array<{ platform: string; rating: number; contests: number; onScale: number }> };
  problems: TrainProblem[];
};
export type WeaknessBody = {
  success: true;
  tags: Array<{ tag: string; ability: number; low: number; high: number; solved: number; failed: number; weak: boolean }>;
};

export const TRAIN_CALL = /\/api\/train\/recommendations(\?|$)/;

export class TrainPage {
  readonly heading: Locator;
  readonly bands: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly names: Locator;
  readonly platform: Locator;
  readonly topic: Locator;
  readonly hide: Locator;
  readonly weakness: Locator;
  readonly chart: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Train" });
    this.bands = page.getByRole("group", { name: "Band" });
    this.list = page.getByRole("list", { name: "Recommended problems" });
    this.rows = this.list.getByRole("article");
    this.names = this.list.getByRole("heading", { level: 3 });
    this.platform = page.getByRole("combobox", { name: "Platform" });
    this.topic = page.getByRole("combobox", { name: "Topic" });
    this.hide = page.getByRole("combobox", { name: "Hide" });
    this.weakness = page.getByRole("region", { name: "Weakness map" });
    this.chart = page.getByRole("img", { name: "Weakness chart: ability per topic" });
  }

  band(word: "Easy" | "Moderate" | "Hard"): Locator {
    return this.bands.getByRole("button", { name: new RegExp(`^${word} \\(`) });
  }

  async open(path = "/train") {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole("status").filter({ hasText: "Loading Train..." })).toBeHidden();

    await waitForHydration(this.page);
  }

  /** The percentages the rows show, in order ("50% chance" → 50). */
  async chances(): Promise<number[]> {
    const texts = await this.list.getByText(/^\d+% chance$/).allTextContents();
    return texts.map((t) => Number(t.replace("% chance", "")));
  }

  async recommendations(query: string): Promise<TrainBody> {
    const res = await this.page.request.get(`/api/train/recommendations?${query}`);
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as TrainBody;
  }

  /** Every band is empty until the catalogue's first background pass, seconds to a minute after the demo is up. */
  async waitForCatalogue() {
    await expect
      .poll(async () => (await this.recommendations("band=moderate")).problems.length, { timeout: 180_000, intervals: [2_000] })
      .toBeGreaterThan(0);
  }

  async weaknessMap(): Promise<WeaknessBody> {
    const res = await this.page.request.get("/api/train/weakness");
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as WeaknessBody;
  }
}
