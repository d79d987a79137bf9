// Production runs `node` on plain JavaScript in dist/, not a TypeScript loader (docs/decisions/007-compiled-server-in-production.md).
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

await build({
  absWorkingDir: root,
  entryPoints: {
    api: "server/main.ts",
    worker: "server/worker.ts",
    migrate: "server/migrate.ts",
    simulator: "simulator/main.ts",
    "web-server": "scripts/web-server.ts",
  },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
console.log("API and web server compiled to dist/");
