import "server-only";
import { z } from "zod";

const webEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_URL: z.string().url().default("http://127.0.0.1:4000"),
  NEXTAUTH_SECRET: z.string().min(16, "NEXTAUTH_SECRET must be at least 16 characters").optional(),
  /** The web app's public URL; `npm start` sets it (default http://localhost:$PORT). Writes must come from its origin. */
  NEXTAUTH_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * Proxies in front of the web server that append to X-Forwarded-For, beyond the hop that stamps
   * the peer address itself (our own server in `npm start`, or a Vercel-style platform edge).
   * 0 fits both; set 1 behind one more reverse proxy such as nginx. See lib/bff/client-address.ts.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Requests per second one session may send through this web instance (0: no limit); past it, 429 with Retry-After. */
  SESSION_REQUESTS_PER_SECOND: z.coerce.number().min(0).max(1000).default(20),
  /** How long the BFF waits for the API before answering 504. */
  BFF_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Google sign-in; the button is shown only when both are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Another OpenID Connect issuer standing in for Google (tests run a local one); unset means Google. */
  GOOGLE_ISSUER: z.string().url().optional(),
  /** Codeforces sign-in (OpenID Connect) to verify a Codeforces handle; offered only when both are set. */
  CODEFORCES_CLIENT_ID: z.string().min(1).optional(),
  CODEFORCES_CLIENT_SECRET: z.string().min(1).optional(),
  /** Codeforces's issuer; the end-to-end tests run a local one. */
  CODEFORCES_ISSUER: z.string().url().default("https://codeforces.com"),
  /** Proves to the API that a server-only call (/auth/gsign) comes from this server. */
  INTERNAL_API_SECRET: z.string().min(16, "INTERNAL_API_SECRET must be at least 16 characters").optional(),
});

export type WebEnv = z.infer<typeof webEnvSchema>;

let cached: WebEnv | undefined;

/** The only place the web side reads process.env; lazy so `next build` needs no secrets. */
export function webEnv(): WebEnv {
  if (cached) return cached;
  const parsed = webEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid web environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}
