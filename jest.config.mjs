import { availableParallelism } from "node:os";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  testEnvironment: "node",
  testMatch: ["<rootDir>/{lib,server,simulator,components,app,scripts}/**/*.test.{ts,tsx}"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/lib/test/empty-module.ts",
  },
  setupFilesAfterEnv: ["<rootDir>/lib/test/setup.ts"],
  testTimeout: 30_000,
  // Jest's default (cores - 1) runs one file at a time on two cores, though its process mostly waits: two cut the API suites by ~40%.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  reporters: ["default", "<rootDir>/scripts/jest-running-files.mjs"],
});
