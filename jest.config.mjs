import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Unit and API tests. API tests run the real app in-process on PGlite (or PostgreSQL, see server/test/harness.ts). */
export default createJestConfig({
  testEnvironment: "node",
  testMatch: ["<rootDir>/{lib,server,simulator,components,app,scripts}/**/*.test.{ts,tsx}"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/lib/test/empty-module.ts",
  },
  setupFilesAfterEnv: ["<rootDir>/lib/test/setup.ts"],
  testTimeout: 30_000,
  // The test files running at any moment, kept in test-results/jest-running.txt so a stall is named.
  reporters: ["default", "<rootDir>/scripts/jest-running-files.mjs"],
});
