import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "./fixtures";
import { E2E_NEXTAUTH_SECRET, NEXT_START_PORT } from "./support/ports";

// The web app as a Vercel-style host runs it (docs/deploy.md): `next start` alone, every setting from the environment.
const ROOT = path.resolve(import.meta.dirname, "..");
const NEXT = path.join(ROOT, "node_modules/.bin/next");
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
const alone = `http://localhost:${NEXT_START_PORT}`;

// Both tests listen on NEXT_START_PORT: in parallel the second found it taken.
test.describe.configure({ mode: "serial" });

/** Only what a hosting platform would set: the system's PATH and HOME, and the app's own variables. */
function platformEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...own };
}

function nextStart(env: NodeJS.ProcessEnv) {
  const child = spawn(NEXT, ["start", "-p", String(NEXT_START_PORT), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

test("the built web app serves under `next start` with only environment variables", async ({ page, user }) => {
  test.slow();
  const web = nextStart(platformEnv({ API_URL, NEXTAUTH_URL: alone, NEXTAUTH_SECRET: E2E_NEXTAUTH_SECRET }));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`${alone}/login`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      expect(web.child.exitCode, web.stderr()).toBeNull();
      expect(Date.now(), "next start did not answer within 60 s").toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 250));
    }
    const csrf = (await (await page.request.get(`${alone}/api/auth/csrf`)).json()) as { csrfToken: string };
    const signedIn = await page.request.post(`${alone}/api/auth/callback/credentials`, {
      form: { csrfToken: csrf.csrfToken, identifier: user.email, password: user.password, json: "true" },
    });
    expect(signedIn.ok()).toBeTruthy();
    await page.goto(`${alone}/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const session = (await (await page.request.get(`${alone}/api/auth/session`)).json()) as { user?: { userName: string } };
    expect(session.user?.userName).toBe(user.userName);
  } finally {
    web.child.kill("SIGTERM");
    await web.exited;
  }
});

test("`next start` without NEXTAUTH_SECRET stops at once with one line naming it", async () => {
  const web = nextStart(platformEnv({ API_URL, NEXTAUTH_URL: alone }));
  const code = await web.exited;
  expect(code).toBe(1);
  expect(web.stderr().trim()).toBe(
    "Algo Ladder web: NEXTAUTH_SECRET is not set; in production every secret comes from the environment (see docs/deploy.md).",
  );
});
