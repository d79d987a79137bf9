import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema";

const doc = readFileSync(path.resolve(import.meta.dirname, "../../docs/architecture.md"), "utf8");

/** The first column of §4's table: every table the architecture names. */
function documentedTables() {
  const section = doc.slice(doc.indexOf("## 4. Data"), doc.indexOf("### The Smart Sheet's read"));
  return [...section.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((m) => m[1]!).sort();
}

describe("docs/architecture.md §4", () => {
  it("lists exactly the tables of the schema", () => {
    const tables = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => value instanceof PgTable)
      .map((table) => getTableConfig(table).name)
      .sort();
    expect(tables.length).toBeGreaterThan(30);
    expect(documentedTables()).toEqual(tables);
  });
});
