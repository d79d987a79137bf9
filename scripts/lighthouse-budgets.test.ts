import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SIGNED_IN_PAGES } from "../lib/signed-in-pages";
import { appPages, coverageProblems, misses, pageBudgets, readBudgets, unknownSelections, type Budgets } from "./lighthouse-budgets";

const root = path.resolve(import.meta.dirname, "..");

describe("bench/budgets.json", () => {
  it("gives every page of the app a Lighthouse budget, or a reason it is not measured", () => {
    expect(coverageProblems(readBudgets(path.join(root, "bench", "budgets.json")), appPages(path.join(root, "app")))).toEqual([]);
  });

  it("holds the quality bar: 98 on public pages, 90 signed in, 130 KiB of gzipped script on the landing page", () => {
    const budgets = pageBudgets(readBudgets(path.join(root, "bench", "budgets.json")));
    expect(budgets.find((b) => b.page === "/")).toMatchObject({ signedIn: false, minPerformance: 98, maxScriptKiBGzip: 130 });
    expect(budgets.find((b) => b.page === "/dashboard")).toMatchObject({ signedIn: true, minPerformance: 90 });
  });
});

describe("the signed-in pages", () => {
  const top = (pages: string[]) => [...new Set(pages.map((p) => `/${p.split("/")[1]}`))].sort();
  const listed = SIGNED_IN_PAGES.map((p) => p.href).sort();

  it("are the pages under app/(app), the ones the gate and the sidebar list", () => {
    expect(top(appPages(path.join(root, "app", "(app)")))).toEqual(listed);
  });

  it("are measured signed in, and no other page is", () => {
    const budgets = pageBudgets(readBudgets(path.join(root, "bench", "budgets.json")));
    expect(top(budgets.filter((b) => b.signedIn).map((b) => b.page))).toEqual(listed);
  });
});

describe("choosing groups and pages to measure", () => {
  const budgets = pageBudgets(readBudgets(path.join(root, "bench", "budgets.json")));

  it("accepts the names the budgets hold", () => {
    expect(unknownSelections(budgets, new Set(["public", "signed in"]), new Set(["/dashboard", "/virtual/[id]"]))).toEqual([]);
    expect(unknownSelections(budgets, new Set(), new Set())).toEqual([]);
  });

  it("names a misspelt group or page with the names it could have been, instead of measuring nothing", () => {
    const problems = unknownSelections(budgets, new Set(["signedIn"]), new Set(["/dashbord"]));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^no group "signedIn" \(groups: "public", "signed in"/);
    expect(problems[1]).toMatch(/^no page "\/dashbord" \(pages: \/, .*\/dashboard/);
  });
});

describe("the app's pages", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "app-pages-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const page = (rel: string) => {
    mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), "");
  };

  it("are read from page files, route groups dropped, dynamic segments kept and the API left out", () => {
    ["(public)/page.tsx", "(app)/virtual/[id]/page.tsx", "(auth)/login/page.tsx", "api/x/route.ts", "api/y/page.tsx", "layout.tsx"].forEach(
      page,
    );
    expect(appPages(dir)).toEqual(["/", "/login", "/virtual/[id]"]);
  });
});

describe("coverage and verdicts", () => {
  const budgets: Budgets = {
    lighthouse: {
      groups: {
        public: { signedIn: false, minPerformance: 98, pages: ["/", "/about"] },
        in: { signedIn: true, minPerformance: 90, pages: ["/dashboard"] },
      },
      maxScriptKiBGzip: { "/": 130 },
      notMeasured: { "/popup": "opens elsewhere" },
    },
  };

  it("names a new page without a budget and a budget whose page is gone", () => {
    expect(coverageProblems(budgets, ["/", "/dashboard", "/popup", "/train"])).toEqual([
      "/train has no Lighthouse budget (add it to a group, or to notMeasured with the reason)",
      "/about is in the budgets but is no page of the app",
    ]);
  });

  it("fails a page below its score or above its script budget, and passes one that meets both", () => {
    const [landing, about, dashboard] = pageBudgets(budgets);
    expect(misses(landing!, { performance: 97, scriptKiBGzip: 131.2 })).toEqual(["performance 97 < 98", "JS 131.2 KiB gzip > 130"]);
    expect(misses(landing!, { performance: 98, scriptKiBGzip: 130 })).toEqual([]);
    expect(misses(about!, { performance: 99, scriptKiBGzip: 500 })).toEqual([]);
    expect(misses(dashboard!, { performance: 89, scriptKiBGzip: 500 })).toEqual(["performance 89 < 90"]);
  });
});
