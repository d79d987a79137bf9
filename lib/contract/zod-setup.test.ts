import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * zod settles whether it may use `new Function` when a schema is built, so in the browser the
 * setting (./zod-setup.ts) must run before any schema of the contract exists: every module here
 * that imports zod's values imports the setup first.
 */
it("every contract module that builds schemas imports ./zod-setup before anything else", () => {
  const dir = import.meta.dirname;
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "zod-setup.ts");
  const builders = files.filter((f) => /^import \{[^}]*\bz\b[^}]*\} from "zod";$/m.test(readFileSync(path.join(dir, f), "utf8")));
  expect(builders.length).toBeGreaterThan(10);
  const late = builders.filter((f) => !readFileSync(path.join(dir, f), "utf8").startsWith('import "./zod-setup";\n'));
  expect(late).toEqual([]);
});
