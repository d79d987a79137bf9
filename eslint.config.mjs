import nextVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";

const ONE_PLACE = [
  {
    selector: "VariableDeclarator[id.name=/^(SECOND|MINUTE|HOUR|DAY|WEEK)(_MS)?$/]",
    message: "Import time spans from lib/time.ts (milliseconds).",
  },
  {
    selector: "TSAsExpression > TSTypeLiteral > TSPropertySignature[key.name='rows']",
    message: "Read raw query rows with queryRows() from server/db/raw.ts.",
  },
];
const REPLY_THROUGH_TABLE = {
  selector:
    "CallExpression[callee.property.name='json'][callee.object.name='c'] > ObjectExpression:first-child > Property[key.name='success'][value.value=true]",
  message: "Answer with reply() from server/http/reply.ts, which checks the body against the route table.",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data*/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "drizzle/**",
    ],
  },
  ...nextVitals,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // The API service is its own process; the web app must never import it.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/server/*", "**/server/*"], message: "The web app talks to the API over HTTP only." }] },
      ],
    },
  },
  {
    // The simulator stands in for the platforms in the demo and in tests; the product never imports it.
    files: ["server/**"],
    ignores: ["server/**/*.test.ts", "server/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/simulator/*", "**/simulator/*"], message: "The product never imports the simulator." }] },
      ],
    },
  },
  {
    // One value, one place: time spans come from lib/time.ts and raw query rows from server/db/raw.ts.
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/time.ts", "server/db/raw.ts"],
    rules: { "no-restricted-syntax": ["error", ...ONE_PLACE] },
  },
  {
    // A handler's successful answer goes through reply(), which binds it to the route table.
    files: ["server/features/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...ONE_PLACE, REPLY_THROUGH_TABLE] },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**", "server/test/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
