// The import rules of docs/architecture.md §1 ("Floors"): no import points upward, no loop.
const tests = "\\.test\\.tsx?$|^server/test/|^e2e/";
const shared = "^(lib/contract/|lib/time\\.ts$)";
const project = "^(app|components|lib|server|scripts|simulator|e2e)/";

// The server's floors, lowest first: a file imports its own floor and those below it.
const floors = [
  ["server/core/"],
  ["server/db/"],
  ["server/platforms/"],
  // The settings take their defaults from what the platforms allow; mail is configured by them.
  ["server/env\\.ts$", "server/mail/"],
  ["server/http/"],
  ["server/accounts/", "server/sync/"],
  ["server/features/"],
];
const alt = (prefixes) => `^(${prefixes.join("|")})`;

const floorRules = floors.map((prefixes, i) => ({
  name: `server-floor-${i}`,
  comment: `${prefixes.join(", ")} may not import a floor above it`,
  severity: "error",
  from: { path: alt(prefixes), pathNot: tests },
  to: { path: "^server/", pathNot: alt(floors.slice(0, i + 1).flat()) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-loop",
      comment: "a file reaches itself through its imports; type-only imports count",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "contract-stands-alone",
      comment: "the contract is shared by both sides and imports only itself and the time units",
      severity: "error",
      from: { path: "^lib/contract/", pathNot: tests },
      to: { path: project, pathNot: shared },
    },
    {
      name: "lib-below-components",
      severity: "error",
      from: { path: "^lib/", pathNot: tests },
      to: { path: "^(components|app)/" },
    },
    {
      name: "components-below-pages",
      severity: "error",
      from: { path: "^components/", pathNot: tests },
      to: { path: "^app/" },
    },
    {
      name: "server-shares-only-the-contract",
      comment: "the API shares only the contract and the time units with the web app",
      severity: "error",
      from: { path: "^server/", pathNot: tests },
      to: { path: project, pathNot: "^(server/|lib/contract/|lib/time\\.ts$)" },
    },
    ...floorRules,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next|dist|test-results)/|\\.d\\.ts$" },
  },
};
