import { fetchPublished, parseRatings, readSnapshot } from "./leetcode-ratings";

const entry = (i: number) => ({
  Rating: 1500.123 + i,
  ID: i,
  Title: `Problem ${i}`,
  TitleZH: "题",
  TitleSlug: `problem-${i}`,
  ContestSlug: "weekly-contest-400",
  ProblemIndex: "Q2",
});

describe("LeetCode contest ratings", () => {
  it("the bundled snapshot is there and readable: about 2,600 problems, 1,084–3,774", async () => {
    const ratings = parseRatings((await readSnapshot())!);
    expect(ratings.length).toBeGreaterThan(2500);
    const values = ratings.map((r) => r.rating);
    expect(Math.min(...values)).toBeCloseTo(1084.1, 1);
    expect(Math.max(...values)).toBeCloseTo(3773.8, 1);
  });

  it("keeps the fields it needs and skips broken entries; a broken file gives nothing", () => {
    const text = JSON.stringify([entry(1), { Rating: "high", TitleSlug: "x" }, { ...entry(2), Title: undefined }]);
    expect(parseRatings(text)).toEqual([
      { titleSlug: "problem-1", title: "Problem 1", rating: 1501.1, contestSlug: "weekly-contest-400", problemIndex: "Q2" },
      { titleSlug: "problem-2", title: "Problem 2", rating: 1502.1, contestSlug: "weekly-contest-400", problemIndex: "Q2" },
    ]);
    expect(parseRatings("<html>")).toEqual([]);
    expect(parseRatings('{"not":"a list"}')).toEqual([]);
  });

  it("the published file is taken only when it is the data set; a failure or a thin file changes nothing", async () => {
    const many = JSON.stringify(Array.from({ length: 600 }, (_, i) => entry(i)));
    const answer = (body: string, status = 200) => (async () => new Response(body, { status })) as typeof fetch;
    expect(await fetchPublished(answer(many), "https://example.test/data.json")).toHaveLength(600);
    expect(await fetchPublished(answer(JSON.stringify([entry(1)])), "https://example.test/data.json")).toBeNull();
    expect(await fetchPublished(answer("gone", 404), "https://example.test/data.json")).toBeNull();
    const offline = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    expect(await fetchPublished(offline, "https://example.test/data.json")).toBeNull();
  });
});
