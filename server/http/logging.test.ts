import { createApp } from "../app";
import { compose } from "../compose";
import { openDatabase, type Database } from "../db/client";
import { loadApiEnv } from "../env";
import { createLogger } from "../core/logger";

let database: Database;
const lines: string[] = [];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite" });
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  app = createApp(await compose({ env: loadApiEnv({ NODE_ENV: "test" }), database, logger }));
});
afterAll(() => database.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

it("logs each request as JSON with its request id, and no password, token or cookie", async () => {
  const password = "pa55word-that-must-not-leak";
  await post("/auth/signup", { fullName: "Log Test", userName: "logtest", email: "log@example.com", password });
  const signin = await post("/auth/signin", { identifier: "logtest", password }, { "x-request-id": "req-12345678" });
  const { token } = (await signin.json()) as { token: string };
  await app.request("/profile/getProfileData", { headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` } });

  const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(entries.filter((e) => e.msg === "request")).toHaveLength(3);
  expect(entries.find((e) => e.path === "/auth/signin")).toMatchObject({ requestId: "req-12345678", status: 200, method: "POST" });
  expect(signin.headers.get("x-request-id")).toBe("req-12345678");
  const all = lines.join("\n");
  expect(all).not.toContain(password);
  expect(all).not.toContain(token);
});

it("redacts secrets even when a caller hands them to the logger", () => {
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  logger.info({ password: "hunter2-hunter2", headers: { authorization: "Bearer abcdefabcdef", cookie: "x=1" } }, "careless");
  const last = lines.at(-1)!;
  expect(last).toContain("careless");
  expect(last).not.toContain("hunter2-hunter2");
  expect(last).not.toContain("abcdefabcdef");
  expect(last).not.toContain("x=1");
});

it("logs an unhandled database error by its kind, code and request id, never the query, its parameters or a password hash", async () => {
  const { sql } = await import("drizzle-orm");
  // A check the sign-up insert trips over: an error nothing handles, raised with the password hash bound.
  await database.db.execute(sql.raw(`alter table users add constraint no_boom check (full_name <> 'Boom Case')`));
  try {
    const from = lines.length;
    const email = "boom.case@example.com";
    const res = await post(
      "/auth/signup",
      { fullName: "Boom Case", userName: "boomcase", email, password: "boom-password-123" },
      { "x-request-id": "req-boom-0001" },
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, code: "internal", message: "Server error occurred" });

    const logged = lines.slice(from).join("\n");
    const entry = lines
      .slice(from)
      .map((l) => JSON.parse(l) as Record<string, any>)
      .find((e) => e.msg === "unhandled error");
    expect(entry).toMatchObject({ requestId: "req-boom-0001", path: "/auth/signup", error: { code: "23514", constraint: "no_boom" } });
    expect(entry!.error.kind).toMatch(/DrizzleQueryError/);
    expect(logged).not.toContain("$argon2id");
    expect(logged).not.toMatch(/failed query/i);
    expect(logged).not.toContain("params");
    expect(logged).not.toContain(email);
    expect(logged).not.toContain("Boom Case");
  } finally {
    await database.db.execute(sql.raw(`alter table users drop constraint no_boom`));
  }
});
