// Derived from E2E_PORT so two suites on one machine do not collide; the web server's environment and the tests both read them.
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** A local OpenID Connect server standing in for Google (e2e/support/oidc-server.ts). */
export const OIDC_PORT = PORT + 1200;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const GOOGLE_TEST_CLIENT = { id: "algo-ladder-e2e", secret: "e2e-google-client-secret" } as const;

/** A real SMTP server the API sends to, and a small HTTP view of what it received (e2e/support/mail-server.ts). */
export const SMTP_PORT = PORT + 1225;
export const MAILBOX_URL = `http://127.0.0.1:${PORT + 1226}`;

/** A second local OpenID Connect server standing in for Codeforces's sign-in (e2e/verify-handle.spec.ts). */
export const CODEFORCES_OIDC_PORT = PORT + 1210;
export const CODEFORCES_ISSUER = `http://127.0.0.1:${CODEFORCES_OIDC_PORT}`;
export const CODEFORCES_TEST_CLIENT = { id: "algo-ladder-e2e-cf", secret: "e2e-codeforces-client-secret" } as const;

/** The web server's NEXTAUTH_SECRET in the suite (playwright.config.ts); a second web server shares it, and so the session. */
export const E2E_NEXTAUTH_SECRET = "e2e-secret-e2e-secret-e2e-secret";

/** A second web server and the failing API it talks to (e2e/support/faulty-api.ts), for a page loaded while the API fails. */
export const FAULTY_API_PORT = PORT + 1230;
export const SECOND_WEB_PORT = PORT + 1231;

/** The web app under `next start` alone, with only environment variables (e2e/next-start.spec.ts). */
export const NEXT_START_PORT = PORT + 1240;
