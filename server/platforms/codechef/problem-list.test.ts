import { PlatformError, type UpstreamRequest, type UpstreamResponse } from "../types";
import { createCodeChefAdapter } from "./adapter";

function listWith(answer: (req: UpstreamRequest) => Partial<UpstreamResponse>) {
  const seen: UpstreamRequest[] = [];
  const list = createCodeChefAdapter({
    baseUrl: "https://www.codechef.com/",
    now: () => new Date("2026-11-24T00:00:00Z"),
    send: async (req) => {
      seen.push(req);
      return { status: 200, headers: new Headers(), text: "", ...answer(req) };
    },
  });
  return { list, seen };
}

describe("CodeChef problem list", () => {
  it("reads difficulty_rating as a number, -1 and garbage as unrated", async () => {
    const body = {
      status: "success",
      count: "3",
      data: [
        { code: "FLOW001", name: "Add Two Numbers", difficulty_rating: "500" },
        { code: "NEWONE", name: "Fresh", difficulty_rating: "-1" },
        { code: "ODD", name: "Odd", difficulty_rating: "n/a" },
      ],
    };
    const { list, seen } = listWith(() => ({ text: JSON.stringify(body) }));
    const page = await list.problemPage(0, 100);
    expect(seen[0]!.url).toBe("https://www.codechef.com/api/list/problems?page=0&limit=100&sort_by=difficulty_rating&sort_order=asc");
    expect(page.total).toBe(3);
    expect(page.problems.map((p) => [p.externalId, p.rating, p.url])).toEqual([
      ["FLOW001", 500, "https://www.codechef.com/problems/FLOW001"],
      ["NEWONE", -1, "https://www.codechef.com/problems/NEWONE"],
      ["ODD", null, "https://www.codechef.com/problems/ODD"],
    ]);
  });

  it("joins the authors' and computed tags; an unknown problem has none", async () => {
    const { list } = listWith((req) =>
      req.url.endsWith("/KNOWN")
        ? { text: JSON.stringify({ status: "success", user_tags: ["Greedy Algorithms", "Sorting"], computed_tags: ["Sorting", "Arrays"] }) }
        : { text: JSON.stringify({ status: "error", message: "Problem does not exist." }) },
    );
    expect(await list.problemTags("KNOWN")).toEqual(["Greedy Algorithms", "Sorting", "Arrays"]);
    expect(await list.problemTags("MISSING")).toEqual([]);
    expect(await list.problemTags("../etc")).toEqual([]);
  });

  it("says a 429 is a rate limit with CodeChef's wait, and a page that is not the list is a bad shape", async () => {
    const limited = listWith(() => ({ status: 429, headers: new Headers({ "retry-after": "120" }), text: "" }));
    await expect(limited.list.problemPage(0, 100)).rejects.toMatchObject({ kind: "rate_limited", extra: { retryAfterMs: 120_000 } });
    const html = listWith(() => ({ text: "<html>maintenance</html>" }));
    await expect(html.list.problemPage(0, 100)).rejects.toBeInstanceOf(PlatformError);
    await expect(html.list.problemPage(0, 100)).rejects.toMatchObject({ kind: "bad_shape" });
  });
});
