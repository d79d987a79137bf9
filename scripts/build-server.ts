/**
 * Compiles the API service and the production web server to plain JavaScript in dist/, so that
 * production runs `node`, not a TypeScript loader. Dependencies stay external (node_modules).
 */
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
