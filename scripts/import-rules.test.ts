import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const depcruise = path.join(root, "node_modules", ".bin", "depcruise");
type Violation = { rule: { name: string }; from: string; to: string };

describe("the import rules", () => {
  let dir: string;
  const files: Record<string, string> = {
    "server/core/low.ts": 'import { high } from "../features/high";\nexport const low = high;\n',
    "server/features/high.ts": "export const high = 1;\n",
    "server/features/fine.ts": 'import { low } from "../core/low";\nexport const fine = low;\n',
    "server/sync/loop-a.ts": 'import type { B } from "./loop-b";\nexport type A = { b?: B };\n',
    "server/sync/loop-b.ts": 'import type { A } from "./loop-a";\nexport type B = { a?: A };\n',
    "server/db/reads-web.ts": 'import { card } from "../../components/card";\nexport const shown = card;\n',
    "lib/contract/leaky.ts": 'import { card } from "../../components/card";\nexport const leaky = card;\n',
    "components/card.ts": "export const card = 1;\n",
    "server/features/high.test.ts": 'import { card } from "../../components/card";\nexport const t = card;\n',
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "import-rules-"));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true } }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names each broken rule, and only those", () => {
    const run = spawnSync(
      depcruise,
      ["server", "lib", "components", "--config", path.join(root, ".dependency-cruiser.cjs"), "--output-type", "json"],
      { cwd: dir, encoding: "utf8" },
    );
    const { violations } = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary;
    expect(violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()).toEqual(
      [
        "server-floor-0: server/core/low.ts → server/features/high.ts",
        "server-shares-only-the-contract: server/db/reads-web.ts → components/card.ts",
        "contract-stands-alone: lib/contract/leaky.ts → components/card.ts",
        "lib-below-components: lib/contract/leaky.ts → components/card.ts",
        "no-loop: server/sync/loop-a.ts → server/sync/loop-b.ts",
      ].sort(),
    );
    // The text reporter `npm run imports` uses fails the command.
    const text = spawnSync(depcruise, ["server", "--config", path.join(root, ".dependency-cruiser.cjs")], { cwd: dir, encoding: "utf8" });
    expect(text.status).not.toBe(0);
  }, 60_000);
});
