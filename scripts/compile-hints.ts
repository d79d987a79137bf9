// Marks every browser script for eager compilation off the main thread while it downloads (docs/decisions/025-compile-hints.md).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The script with the hint on its first line; a script that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

export function addCompileHints(dir: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      changed += addCompileHints(file);
    } else if (entry.name.endsWith(".js")) {
      const source = readFileSync(file, "utf8");
      const hinted = withCompileHint(source);
      if (hinted !== source) {
        writeFileSync(file, hinted);
        changed += 1;
      }
    }
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  // Only the chunks: the rest of static/ is Next's manifests, read by its own loader.
  const chunks = path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "static", "chunks");
  console.log(`Compile hints added to ${addCompileHints(chunks)} browser scripts`);
}
