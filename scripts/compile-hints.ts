/**
 * Part of `npm run build`, after `next build`: marks every browser script of the build for eager
 * compilation, so that the browser compiles its functions while the script downloads, on a
 * background thread, instead of one by one on the main thread the first time each is called
 * (docs/decisions/025-compile-hints.md). The mark is V8's explicit compile hint, a comment on the
 * script's first line; other engines read it as a comment.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The script with the hint on its first line; a script that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/** Adds the hint to each `.js` file under `dir` (recursively); returns how many files it changed. */
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
