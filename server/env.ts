import { z } from "zod";
import { DEFAULT_SPACING_MS } from "./platforms/core/gate";

const intFrom = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  /**
   * 1: an API or worker on PostgreSQL applies pending migrations itself (under the advisory lock);
   * unset, it refuses a schema that is behind and `npm run migrate` is a step of its own. PGlite always migrates.
   */
  MIGRATE_ON_START: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  API_PORT: intFrom(4000),
  API_HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Rate limits (the defaults in the README); the end-to-end suite raises them because every test signs up from one address. */
  RATE_LIMIT_SIGNIN_FAILURES: intFrom(10),
  RATE_LIMIT_SIGNUP_PER_HOUR: intFrom(20),
  /** Where the platform adapters call (docs/architecture.md §2); tests and the demo point them at the simulator. */
  CODEFORCES_API_URL: z.string().url().default("https://codeforces.com/api"),
  LEETCODE_GRAPHQL_URL: z.string().url().default("https://leetcode.com/graphql"),
  CODECHEF_URL: z.string().url().default("https://www.codechef.com"),
  /** The least time between two calls to one platform, shared by every process (docs/platforms.md §1, §0). */
  CODEFORCES_MIN_INTERVAL_MS: intFrom(DEFAULT_SPACING_MS.codeforces),
  LEETCODE_MIN_INTERVAL_MS: intFrom(DEFAULT_SPACING_MS.leetcode),
  CODECHEF_MIN_INTERVAL_MS: intFrom(DEFAULT_SPACING_MS.codechef),
  PLATFORM_TIMEOUT_MS: intFrom(15_000),
  /** all: this process serves the API and syncs; api: serves only; worker: syncs only (npm run worker). */
  SYNC_ROLE: z.enum(["all", "api", "worker"]).default("all"),
  /** The longest any account waits between two syncs. */
  SYNC_INTERVAL_MINUTES: intFrom(30),
  /** How often the scheduler plans and claims work. */
  SYNC_TICK_MS: intFrom(2000),
  /** How often the difficulty catalogue looks for problems a sync brought, to place them (a pass that finds none is one cheap query). */
  CATALOGUE_EVERY_MS: intFrom(2 * 60_000),
  /** Set by `npm run demo`: the simulator standing in for the platforms; demo accounts are seeded from it. */
  DEMO_SIMULATOR_URL: z.string().url().optional(),
  /** The Smart Sheet's recent window. */
  SHEET_WINDOW_DAYS: intFrom(30),
  /** The web app's public address, for links in mails (npm start passes NEXTAUTH_URL). */
  APP_URL: z.string().url().default("http://localhost:3000"),
  /** Outgoing mail, e.g. smtp://user:pass@host:587; unset: each mail is written to DATA_DIR/outbox (the log names the file, never the link). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Algo Ladder <no-reply@algoladder.local>"),
  /** Shared with the BFF only: the one caller allowed to use server-only routes such as /auth/gsign. Unset: those routes refuse everyone. */
  INTERNAL_API_SECRET: z.string().min(16, "INTERNAL_API_SECRET must be at least 16 characters").optional(),
  RATE_LIMIT_FORGOT_PER_HOUR: intFrom(5),
  /** Guards GET /metrics: scrapers send it as a bearer token; unset, /metrics answers loopback callers only. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** On SIGTERM, how long requests in flight and running sync jobs get to finish before they are cut and handed back. */
  SHUTDOWN_GRACE_MS: intFrom(10_000),
});

export type ApiEnv = z.infer<typeof envSchema>;

/** The only place the API reads process.env; fails fast with every problem listed. */
export function loadApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid API environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
