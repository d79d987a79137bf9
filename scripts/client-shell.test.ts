import path from "node:path";
import { build } from "esbuild";

// zod (~31 KiB gzipped) must not load before a signed-in page's first paint: it comes with the first API call (lib/client/api.ts).
const root = path.resolve(import.meta.dirname, "..");
const SHELL = [
  "components/providers/app-providers.tsx",
  "components/layout/app-shell.tsx",
  "components/layout/app-top-bar.tsx",
  "components/layout/footer.tsx",
  "components/network/network-view.tsx",
  "components/dashboard/dashboard-view.tsx",
  "components/smartsheet/smartsheet-view.tsx",
  "components/train/train-view.tsx",
  "components/contests/contests-view.tsx",
  "components/virtual/virtual-view.tsx",
  "components/virtual/standings-view.tsx",
  "components/stumbles/stumbles-view.tsx",
  "components/concepts/concepts-view.tsx",
  "components/profile/profile-view.tsx",
];

/** Project files and packages the entries import statically (dynamic imports are left out, as the bundler splits them off). */
async function staticImports(entries: string[]): Promise<Set<string>> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: "esm",
    outdir: "out",
    platform: "browser",
    jsx: "automatic",
    logLevel: "silent",
    loader: { ".css": "empty" },
    // The framework and UI packages are not in question here; zod and the project's own files are.
    external: ["next", "next/*", "react", "react/*", "react-dom", "react-dom/*", "next-auth/*", "@tanstack/*", "radix-ui", "lucide-react"],
  });
  const inputs = result.metafile.inputs;
  const seen = new Set<string>(entries);
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind !== "import-statement" || seen.has(imported.path)) continue;
      seen.add(imported.path);
      queue.push(imported.path);
    }
  }
  return seen;
}

it("the signed-in shell and every signed-in page's view reach no zod before their first API call", async () => {
  const reached = [...(await staticImports(SHELL))];
  expect(reached.filter((file) => file.includes("node_modules/zod/"))).toEqual([]);
  // The check can see zod where it is: a form's schema module reaches it.
  const form = [...(await staticImports(["components/stumbles/stumble-form-dialog.tsx"]))];
  expect(form.some((file) => file.includes("node_modules/zod/"))).toBe(true);
}, 30_000);
