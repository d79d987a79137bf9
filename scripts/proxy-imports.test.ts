import { builtinModules } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// proxy.ts may run on an edge runtime (a Vercel-style host), so nothing it imports, however deep, may need a Node-only module.
const root = path.resolve(import.meta.dirname, "..");
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => {},
  },
)!;
const builtins = new Set(builtinModules);

function nodeImportsFrom(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      if (fileName.startsWith("node:") || builtins.has(fileName)) found.push(`${path.relative(root, file)} → ${fileName}`);
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith(".d.ts")) visit(resolved.resolvedFileName);
    }
  };
  visit(path.join(root, entry));
  return found;
}

it("proxy.ts and everything of ours it imports need no Node-only module", () => {
  expect(nodeImportsFrom("proxy.ts")).toEqual([]);
});

it("finds a Node-only import where there is one", () => {
  expect(nodeImportsFrom("scripts/web-server.ts")).toContain("scripts/web-server.ts → node:http");
});
