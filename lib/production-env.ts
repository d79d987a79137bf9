/**
 * What the web app cannot run without in production, checked as `next start` (or a Vercel-style
 * build) begins, so a forgotten variable stops the start instead of failing the first sign-in.
 * Secrets come from the environment only; `npm start` and the demo generate them into DATA_DIR.
 */
const ALWAYS = ["NEXTAUTH_SECRET", "NEXTAUTH_URL", "API_URL"] as const;

/** Set when a sign-in that calls the API's server-only routes is configured. */
const SIGN_IN_PROVIDERS = ["GOOGLE_CLIENT_ID", "CODEFORCES_CLIENT_ID"] as const;

export function missingProductionEnv(env: Record<string, string | undefined>): string[] {
  const blank = (name: string) => !env[name]?.trim();
  const missing: string[] = ALWAYS.filter(blank);
  if (SIGN_IN_PROVIDERS.some((name) => !blank(name)) && blank("INTERNAL_API_SECRET")) missing.push("INTERNAL_API_SECRET");
  return missing;
}

/** The one line naming every missing variable, or undefined when none is. */
export function productionEnvProblem(env: Record<string, string | undefined>): string | undefined {
  const missing = missingProductionEnv(env);
  if (missing.length === 0) return undefined;
  return `Algo Ladder web: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set; in production every secret comes from the environment (see docs/deploy.md).`;
}
