import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { count } from "drizzle-orm";
import { NextRequest } from "next/server";
import { stumbles } from "../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";

// The failure users saw: the BFF gave up (504) while the API saved the write, and a retry saved it twice.
const api = apiHarnessPerFile();
let server: ServerType;
let apiUrl: string;

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (req) => api.h.app.fetch(req), port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Loaded afresh each call so the timeout applies. */
async function forwarder(timeoutMs: number) {
  jest.resetModules();
  Object.assign(process.env, { API_URL: apiUrl, BFF_TIMEOUT_MS: String(timeoutMs) });
  return (await import("@/lib/bff/forward")).forwardToApi;
}

const stumble = JSON.stringify({ name: "Two sum", summary: "Hash map", platform: "leetcode" });
const addRequest = (key?: string) =>
  new NextRequest("http://localhost:3000/api/saved/stumbles/add", {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
    body: stumble,
  });
const stored = async () => (await api.h.database.db.select({ n: count() }).from(stumbles))[0]!.n;
async function untilStored(n: number) {
  for (let i = 0; i < 200 && (await stored()) < n; i++) await new Promise((r) => setTimeout(r, 10));
}

it("a write the BFF timed out on, retried with its key, is saved once and the retry gets the first answer", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const impatient = await forwarder(1);
  const first = await impatient(addRequest("user-action-0001"), "/saved/stumbles/add", token);
  expect(first.status).toBe(504);
  await untilStored(1);
  // The API went on and saved it, although the user was told it failed.
  expect(await stored()).toBe(1);

  const patient = await forwarder(5000);
  const retry = await patient(addRequest("user-action-0001"), "/saved/stumbles/add", token);
  expect(retry.status).toBe(201);
  expect(((await retry.json()) as { stumble: { name: string } }).stumble.name).toBe("Two sum");
  expect(await stored()).toBe(1);
});

it("without a key the same retry saves a second copy (why the client always sends one)", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const impatient = await forwarder(1);
  expect((await impatient(addRequest(), "/saved/stumbles/add", token)).status).toBe(504);
  await untilStored(1);
  // The API went on and saved it, although the user was told it failed.
  expect(await stored()).toBe(1);
  const patient = await forwarder(5000);
  expect((await patient(addRequest(), "/saved/stumbles/add", token)).status).toBe(201);
  expect(await stored()).toBe(2);
});
