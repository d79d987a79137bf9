import { stumbleInputSchema } from "@/lib/contract/stumbles";
import { fieldIssues } from "@/lib/contract/common";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { AppError } from "../../core/errors";
import { ankiCsv, collectionCsv, parseCsv } from "./csv";
import { deleteAccount } from "./delete";
import { exportAccount } from "./export";
import { importAccount, mergeStumbles } from "./import";

const download = (body: string, type: string, name: string) =>
  new Response(body, {
    headers: {
      "content-type": `${type}; charset=utf-8`,
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });

/** Rows of a CSV as Tricky Problems, or every problem with them as issues (`row 3.url`). */
function csvStumbles(csv: string) {
  const [header = [], ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
  const columns = header.map((h) => h.trim().toLowerCase());
  const missing = ["name", "summary"].filter((c) => !columns.includes(c));
  if (missing.length > 0)
    throw new AppError("invalid", "The file is not a CSV of problems", { issues: { header: [`Missing column: ${missing.join(", ")}`] } });
  const issues: Record<string, string[]> = {};
  const items = rows.flatMap((row, i) => {
    const record = Object.fromEntries(columns.map((c, j) => [c, row[j] ?? ""]));
    const parsed = stumbleInputSchema.safeParse({ ...record, platform: record.platform || "other", status: undefined });
    if (parsed.success) return [{ ...parsed.data, reviews: [] }];
    for (const [field, messages] of Object.entries(fieldIssues(parsed.error))) issues[`row ${i + 2}.${field}`] = messages;
    return [];
  });
  if (Object.keys(issues).length > 0) throw new AppError("invalid", "Some rows are invalid; nothing was imported", { issues });
  return items;
}

export function accountDataRoutes(deps: Deps) {
  const { db, now } = deps;
  return [
    route("/profile/export", async ({ format, collection }, c) => {
      const data = await exportAccount(db, c.get("userId"), now());
      const day = data.exportedAt.slice(0, 10);
      if (format === "anki") return download(ankiCsv(data), "text/csv", `algo-ladder-tricky-problems-anki-${day}.csv`);
      if (format === "csv") {
        if (!collection) throw new AppError("invalid", "Some fields are invalid", { issues: { collection: ["Choose a collection"] } });
        return download(collectionCsv(data, collection), "text/csv", `algo-ladder-${collection}-${day}.csv`);
      }
      return download(JSON.stringify(data, null, 2), "application/json", `algo-ladder-export-${day}.json`);
    }),
    route("/profile/import", async (data, c) => {
      const added = await importAccount(db, c.get("userId"), data, now());
      return { success: true, message: "Import finished", added };
    }),
    route("/profile/import/csv", async ({ csv }, c) => {
      const items = csvStumbles(csv);
      const added = { trickyProblems: 0, reviews: 0 };
      await db.transaction((tx) => mergeStumbles(tx, c.get("userId"), items, now(), added));
      return { success: true, message: "Import finished", added: { trickyProblems: added.trickyProblems } };
    }),
    route("/profile/delete", async ({ password }, c) => {
      await deleteAccount(deps, c.get("userId"), c.get("sessionToken"), password);
      return { success: true, message: "Your account is deleted" };
    }),
  ];
}
