import { createApp } from "../app";
import { compose } from "../compose";
import { openDatabase, type Database } from "../db/client";
import { loadApiEnv } from "../env";
import { createLogger } from "./logger";

/** The API's log lines: one JSON object per request, with its id, and never a secret. */
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
