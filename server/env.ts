import { z } from "zod";
import { DEFAULT_SPACING_MS } from "./platforms/core/gate";

const intFrom = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  /** Unset, a PostgreSQL schema that is behind is refused; PGlite always migrates (docs/environment.md). */
  MIGRATE_ON_START: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  API_PORT: intFrom(4000),
  API_HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** The end-to-end suite raises these because every test signs up from one address. */
  RATE_LIMIT_SIGNIN_FAILURES: intFrom(10),
  RATE_LIMIT_SIGNUP_PER_HOUR: intFrom(20),
  /** Tests and the demo point these at the simulator. */
  CODEFORCES_API_URL: z.string().url().default("https://codeforces.com/api"),
  LEETCODE_GRAPHQL_URL: z.string().url().default("https://leetcode.com/graphql"),
  CODECHEF_URL: z.string().url().default("https://www.codechef.com"),
  /** Shared by every process (docs/platforms.md §0). */
  CODEFORCES_MIN_INTERVAL_MS: intFrom(DEFAULT_SPACING_MS.codeforces),
  LEETCODE_MIN_INTERVAL_MS: intFrom(DEFAULT_SPACING_MS.leetcode),
  CODECHEF_MIN_INTERVAL_MS: intFrom(DEFAULT_SPACING_MS.codechef),
  PLATFORM_TIMEOUT_MS: intFrom(15_000),
  SYNC_ROLE: z.enum(["all", "api", "worker"]).default("all"),
  SYNC_INTERVAL_MINUTES: intFrom(30),
  SYNC_TICK_MS: intFrom(2000),
  /** A pass that finds nothing to place is one cheap query. */
  CATALOGUE_EVERY_MS: intFrom(2 * 60_000),
  CLUB_DIGEST_EVERY_MS: intFrom(15 * 60_000),
  DEMO_SIMULATOR_URL: z.string().url().optional(),
  SHEET_WINDOW_DAYS: intFrom(30),
  APP_URL: z.string().url().default("http://localhost:3000"),
  /** Unset, each mail goes to DATA_DIR/outbox and the log names the file, never the link. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Algo Ladder <no-reply@algoladder.local>"),
  /** Unset, server-only routes such as /auth/gsign refuse everyone. */
  INTERNAL_API_SECRET: z.string().min(16, "INTERNAL_API_SECRET must be at least 16 characters").optional(),
  RATE_LIMIT_FORGOT_PER_HOUR: intFrom(5),
  /** Unset, /metrics answers loopback callers only. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  SHUTDOWN_GRACE_MS: intFrom(10_000),
});

export type ApiEnv = z.infer<typeof envSchema>;

/** The only place the API reads process.env. */
export function loadApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid API environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
