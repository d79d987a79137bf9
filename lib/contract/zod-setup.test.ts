import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** zod settles `new Function` when a schema is built, so the setup must run first. */
it("every contract module that builds schemas imports ./zod-setup before anything else", () => {
  const dir = import.meta.dirname;
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "zod-setup.ts");
  const builders = files.filter((f) => /^import \{[^}]*\bz\b[^}]*\} from "zod";$/m.test(readFileSync(path.join(dir, f), "utf8")));
  expect(builders.length).toBeGreaterThan(10);
  const late = builders.filter((f) => !readFileSync(path.join(dir, f), "utf8").startsWith('import "./zod-setup";\n'));
  expect(late).toEqual([]);
});
