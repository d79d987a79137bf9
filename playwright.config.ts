import { chromium, defineConfig, devices } from "@playwright/test";
import {
  CODEFORCES_ISSUER,
  CODEFORCES_TEST_CLIENT,
  E2E_NEXTAUTH_SECRET,
  GOOGLE_TEST_CLIENT,
  OIDC_ISSUER,
  SMTP_PORT,
} from "./e2e/support/ports";
import { findChromiumHere } from "./scripts/find-chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4600);
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
export const BASE_URL = `http://localhost:${PORT}`;

// CHROMIUM_PATH, else a system Chromium or Chrome, else Playwright's own (scripts/find-chromium.ts).
const browser = findChromiumHere(() => {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}, true);
if (!browser.ok) {
  console.error(`\n${browser.message}\n`);
  throw new Error(browser.message);
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  // One server, simulator and database serve the whole run, so more workers only queue behind them on two cores.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A real SMTP server for the app's mail; the Google stand-in starts in e2e/google-sign-in.spec.ts.
  globalSetup: "./e2e/global-setup.ts",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    // Animations drawn without a GPU cost CPU (a spec took 2.1 min with, 1.3 without); e2e/smartsheet.spec.ts checks them with motion on.
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: browser.executablePath,
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
      // The demo's synced problems must be placed within the run: at the default 2 min between passes a run waited 4 min.
      CATALOGUE_EVERY_MS: "15000",
      CLUB_DIGEST_EVERY_MS: "5000",
      // The end-to-end specs read the demo as seeded: no staged rename or round (simulator/main.ts).
      SIM_QUIRKS: "0",
      LOG_LEVEL: "warn",
      NEXTAUTH_SECRET: E2E_NEXTAUTH_SECRET,
      // Every test signs up from one address; the limits themselves are covered by the API tests.
      RATE_LIMIT_SIGNUP_PER_HOUR: "100000",
      RATE_LIMIT_SIGNIN_FAILURES: "100000",
      RATE_LIMIT_FORGOT_PER_HOUR: "100000",
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
      GOOGLE_ISSUER: OIDC_ISSUER,
      CODEFORCES_CLIENT_ID: CODEFORCES_TEST_CLIENT.id,
      CODEFORCES_CLIENT_SECRET: CODEFORCES_TEST_CLIENT.secret,
      CODEFORCES_ISSUER,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});
