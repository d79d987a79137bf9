// Pure, so bench/budgets.json can be checked against the app's pages without a browser (lighthouse-budgets.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const groupSchema = z.object({
  signedIn: z.boolean(),
  minPerformance: z.number().min(0).max(100),
  pages: z.array(z.string().startsWith("/")).min(1),
});

export const budgetsSchema = z.object({
  lighthouse: z.object({
    groups: z.record(z.string(), groupSchema),
    /** Gzipped JavaScript a page loads, in KiB (1,024 bytes), for the pages listed. */
    maxScriptKiBGzip: z.record(z.string(), z.number().positive()),
    notMeasured: z.record(z.string(), z.string().min(1)),
  }),
});
export type Budgets = z.infer<typeof budgetsSchema>;

export type PageBudget = { page: string; group: string; signedIn: boolean; minPerformance: number; maxScriptKiBGzip?: number };

export function readBudgets(file: string): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

export function pageBudgets(budgets: Budgets): PageBudget[] {
  const { groups, maxScriptKiBGzip } = budgets.lighthouse;
  return Object.entries(groups).flatMap(([group, g]) =>
    g.pages.map((page) => ({
      page,
      group,
      signedIn: g.signedIn,
      minPerformance: g.minPerformance,
      ...(maxScriptKiBGzip[page] !== undefined ? { maxScriptKiBGzip: maxScriptKiBGzip[page] } : {}),
    })),
  );
}

/** Chosen groups and pages the budgets lack: a misspelt name would otherwise measure nothing and report every page passed. */
export function unknownSelections(budgets: PageBudget[], groups: ReadonlySet<string>, pages: ReadonlySet<string>): string[] {
  const knownGroups = [...new Set(budgets.map((b) => b.group))];
  const knownPages = budgets.map((b) => b.page);
  return [
    ...[...groups]
      .filter((g) => !knownGroups.includes(g))
      .map((g) => `no group "${g}" (groups: ${knownGroups.map((k) => `"${k}"`).join(", ")})`),
    ...[...pages].filter((p) => !knownPages.includes(p)).map((p) => `no page "${p}" (pages: ${knownPages.join(", ")})`),
  ];
}

/** App Router page paths: route groups dropped, dynamic segments as written (`/virtual/[id]`), `api/` left out. */
export function appPages(appDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (segments.length === 0 && entry.name === "api") continue;
        const segment = /^\(.*\)$/.test(entry.name) ? [] : [entry.name];
        walk(path.join(dir, entry.name), [...segments, ...segment]);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        found.push(`/${segments.join("/")}`);
      }
    }
  };
  walk(appDir, []);
  return [...new Set(found)].sort();
}

export function coverageProblems(budgets: Budgets, pages: string[]): string[] {
  const measured = pageBudgets(budgets).map((p) => p.page);
  const listed = new Set([...measured, ...Object.keys(budgets.lighthouse.notMeasured)]);
  const problems = pages
    .filter((p) => !listed.has(p))
    .map((p) => `${p} has no Lighthouse budget (add it to a group, or to notMeasured with the reason)`);
  for (const p of listed) if (!pages.includes(p)) problems.push(`${p} is in the budgets but is no page of the app`);
  const seen = new Set<string>();
  for (const p of measured) {
    if (seen.has(p)) problems.push(`${p} is listed twice`);
    seen.add(p);
  }
  for (const p of Object.keys(budgets.lighthouse.maxScriptKiBGzip)) {
    if (!seen.has(p)) problems.push(`${p} has a script budget but is not measured`);
  }
  return problems;
}

export type Figures = { performance: number; scriptKiBGzip: number };

export function misses(budget: PageBudget, figures: Figures): string[] {
  const out: string[] = [];
  if (figures.performance < budget.minPerformance) out.push(`performance ${figures.performance} < ${budget.minPerformance}`);
  if (budget.maxScriptKiBGzip !== undefined && figures.scriptKiBGzip > budget.maxScriptKiBGzip) {
    out.push(`JS ${figures.scriptKiBGzip.toFixed(1)} KiB gzip > ${budget.maxScriptKiBGzip}`);
  }
  return out;
}
