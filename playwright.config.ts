import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4600);
/** The simulator's control endpoints (faults, calls), for tests that make a platform misbehave. */
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * End-to-end runs against the production build (`npm test` builds first), with a
 * fresh embedded database per run and Debian's Chromium.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The demo: the bundled simulator stands in for the platforms, and the demo account is seeded.
    command: `rm -rf .data-e2e-${PORT} && tsx scripts/start.ts --demo`,
    url: `${BASE_URL}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: `.data-e2e-${PORT}`,
      SIM_PORT: String(SIM_PORT),
      // The simulated platforms answer faster than the real ones so the seeded network syncs within the run.
      SIM_SPACING_MS: "50",
      LOG_LEVEL: "warn",
      NEXTAUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret",
      // Every test signs up from one address; the limits themselves are covered by the API tests.
      RATE_LIMIT_SIGNUP_PER_HOUR: "100000",
      RATE_LIMIT_SIGNIN_FAILURES: "100000",
    },
  },
});
