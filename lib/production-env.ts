/** Checked as the start begins, so a forgotten variable stops it instead of failing the first sign-in. */
const ALWAYS = ["NEXTAUTH_SECRET", "NEXTAUTH_URL", "API_URL"] as const;

/** Set when a sign-in that calls the API's server-only routes is configured. */
const SIGN_IN_PROVIDERS = ["GOOGLE_CLIENT_ID", "CODEFORCES_CLIENT_ID"] as const;

export function missingProductionEnv(env: Record<string, string | undefined>): string[] {
  const blank = (name: string) => !env[name]?.trim();
  const missing: string[] = ALWAYS.filter(blank);
  if (SIGN_IN_PROVIDERS.some((name) => !blank(name)) && blank("INTERNAL_API_SECRET")) missing.push("INTERNAL_API_SECRET");
  return missing;
}

export function productionEnvProblem(env: Record<string, string | undefined>): string | undefined {
  const missing = missingProductionEnv(env);
  if (missing.length === 0) return undefined;
  return `Algo Ladder web: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set; in production every secret comes from the environment (see docs/deploy.md).`;
}
