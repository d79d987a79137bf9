/**
 * `npm run check:imports`: fails when an import points upward across the layers or closes a loop
 * (the rules are in scripts/import-graph.ts). Reads imports with the TypeScript compiler's own
 * pre-processor and resolves them with the project's tsconfig, so `@/` paths count like relative ones.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { importLoops, upwardImports, type ImportGraph } from "./import-graph";

const root = path.resolve(import.meta.dirname, "..");
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, "tsconfig.json"),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
if (!config) throw new Error("tsconfig.json could not be read");

// The files git knows of (committed or not, minus ignored ones): generated and installed code stays out.
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !file.endsWith(".d.ts"))
  .filter((file) => ts.sys.fileExists(path.join(root, file)));

const graph: ImportGraph = new Map();
for (const file of files) {
  const absolute = path.join(root, file);
  const { importedFiles } = ts.preProcessFile(readFileSync(absolute, "utf8"), true, true);
  const targets = new Set<string>();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, absolute, config.options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const target = path.relative(root, resolved.resolvedFileName);
    if (!target.startsWith("..") && !target.includes("node_modules")) targets.add(target.split(path.sep).join("/"));
  }
  graph.set(file, [...targets]);
}

const upward = upwardImports(graph);
const loops = importLoops(graph);
for (const line of upward) console.error(`upward import: ${line}`);
for (const loop of loops) console.error(`import loop: ${loop.join(" ↔ ")}`);
if (upward.length || loops.length) process.exit(1);
console.log(`imports: ${graph.size} files, no upward import, no loop`);
