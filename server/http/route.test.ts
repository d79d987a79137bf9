import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ROUTES } from "@/lib/contract/routes";

const root = join(__dirname, "..", "..");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });

const features = sources(join(root, "server", "features")).map((path) => ({
  file: relative(root, path),
  text: readFileSync(path, "utf8"),
}));
/** A path registered any other way than `route()`: a method call of a Hono app with a path literal. */
const PATH_REGISTRATION = /\.(?:get|post|put|patch|delete|all|on|route|use)\(\s*["'`]\//;

describe("each API path is written once, in route()", () => {
  it("registers feature handlers only through route(), never on a Hono app", () => {
    const offenders = features.filter(({ text }) => /new Hono\b/.test(text) || PATH_REGISTRATION.test(text)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("binds every path of the route table exactly once", () => {
    const bound = features.flatMap(({ text }) => [...text.matchAll(/\broute\(\s*"([^"]+)"/g)].map((m) => m[1])).sort();
    expect(bound).toEqual(Object.keys(ROUTES).sort());
  });

  it("mounts the features in server/app.ts through mountRoutes alone", () => {
    const app = readFileSync(join(root, "server", "app.ts"), "utf8");
    expect(app).not.toMatch(PATH_REGISTRATION);
    expect(app.match(/\bmountRoutes\(/g)).toHaveLength(1);
  });
});
