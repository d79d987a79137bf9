import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addCompileHints, COMPILE_HINT, withCompileHint } from "./compile-hints";

describe("compile hints", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the hint alone on the first line and keeps the script after it unchanged", () => {
    const script = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,e=>{"use strict"}]);';
    expect(withCompileHint(script)).toBe(`${COMPILE_HINT}\n${script}`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
  });

  it("marks every script under the folder once, however often the build step runs, and nothing else", () => {
    mkdirSync(path.join(dir, "nested"));
    writeFileSync(path.join(dir, "a.js"), "a()");
    writeFileSync(path.join(dir, "nested", "b.js"), "b()");
    writeFileSync(path.join(dir, "styles.css"), "body{}");
    writeFileSync(path.join(dir, "done.js"), `${COMPILE_HINT}\nc()`);

    expect(addCompileHints(dir)).toBe(2);
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(path.join(dir, "a.js"), "utf8")).toBe(`${COMPILE_HINT}\na()`);
    expect(readFileSync(path.join(dir, "nested", "b.js"), "utf8")).toBe(`${COMPILE_HINT}\nb()`);
    expect(readFileSync(path.join(dir, "done.js"), "utf8")).toBe(`${COMPILE_HINT}\nc()`);
    expect(readFileSync(path.join(dir, "styles.css"), "utf8")).toBe("body{}");
  });
});
