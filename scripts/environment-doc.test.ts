import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Every variable a side's env.ts parses, by its key in the zod object. */
const parsed = (file: string) => [...read(file).matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);

describe("docs/environment.md", () => {
  const doc = read("docs/environment.md");
  const documented = new Set([...doc.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));

  it.each(["server/env.ts", "lib/env.ts"])("names every variable %s reads", (file) => {
    const missing = parsed(file).filter((name) => name !== "NODE_ENV" && !documented.has(name));
    expect(missing).toEqual([]);
  });
});
