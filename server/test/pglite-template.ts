import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../db/client";

/** Saved once per set of migrations and PGlite version (node_modules/.cache/algo-ladder/), so test files skip initdb and migrating. */
export async function migratedPgliteDump(): Promise<Blob> {
  const modules = path.join(path.dirname(MIGRATIONS_DIR), "node_modules");
  const dir = path.join(modules, ".cache", "algo-ladder");
  const file = path.join(dir, `pglite-${templateKey(modules)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir("none");
  await client.close();
  // Two test workers may build it at once: each writes its own file and renames it into place whole.
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

function templateKey(modules: string): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(modules, "@electric-sql", "pglite", "package.json")));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(MIGRATIONS_DIR, full)}\0`).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest("hex").slice(0, 16);
}
