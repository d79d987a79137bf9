import { z } from "zod";

const intFrom = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  API_PORT: intFrom(4000),
  API_HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Rate limits (spec'd defaults); the end-to-end suite raises them because every test signs up from one address. */
  RATE_LIMIT_SIGNIN_FAILURES: intFrom(10),
  RATE_LIMIT_SIGNUP_PER_HOUR: intFrom(20),
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
