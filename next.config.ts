import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { productionEnvProblem } from "./lib/production-env";
import { API_CONTENT_SECURITY_POLICY, OPENER_POLICY, staticSecurityHeaders } from "./lib/security-headers";

const production = process.env.NODE_ENV === "production";

const nextConfig: NextConfig = {
  // A separate build folder lets two builds (say, a test run and a dev server) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm run check` type-checks the whole repository (tests and API included) once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    // Pages get their Content-Security-Policy, with a nonce per request, from proxy.ts.
    return [
      { source: "/:path*", headers: staticSecurityHeaders(production) },
      OPENER_POLICY,
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

/** `next start` and a Vercel build stop on a missing secret with one line naming it; a plain `npm run build` needs none. */
export default function config(phase: string): NextConfig {
  const starting = phase === PHASE_PRODUCTION_SERVER || (phase === PHASE_PRODUCTION_BUILD && process.env.VERCEL === "1");
  const problem = starting ? productionEnvProblem(process.env) : undefined;
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  return nextConfig;
}
