import type { NextConfig } from "next";
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

export default nextConfig;
