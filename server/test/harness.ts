import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { apiErrorSchema } from "@/lib/contract/api-error";
import type { ApiErrorBody } from "@/lib/contract/common";
import { ROUTES, type RouteDef, type RoutePath, type RouteResponse } from "@/lib/contract/routes";
import { createApp } from "../app";
import { compose, type System } from "../compose";
import { openDatabase, type Database } from "../db/client";
import { queryRows } from "../db/raw";
import { loadApiEnv, type ApiEnv } from "../env";
import { createLogger } from "../core/logger";
import { errorLogFields } from "../http/error-log";
import { createMemoryMailer, type MemoryMailer } from "../mail/mailer";
import { migratedPgliteDump } from "./pglite-template";

type App = ReturnType<typeof createApp>;

/** One database per test file (server/test/pglite-template.ts), or PostgreSQL with API_TEST_DB=postgres. */
export type Harness = {
  app: App;
  system: System;
  database: Database;
  env: ApiEnv;
  clock: { now: Date };
  mail: MemoryMailer;
  reset(): Promise<void>;
  close(): Promise<void>;
};

export type HarnessOptions = {
  fetch?: typeof globalThis.fetch;
  /** Rate gates wait in real time. */
  realClock?: boolean;
};

export async function createHarness(
  envOverrides: Partial<Record<keyof ApiEnv, string>> = {},
  options: HarnessOptions = {},
): Promise<Harness> {
  const env = loadApiEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...envOverrides } as NodeJS.ProcessEnv);
  const clock = { now: new Date() };
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;

  if (process.env.API_TEST_DB === "postgres") {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error("API_TEST_DB=postgres needs DATABASE_URL");
    const name = `al_test_${randomUUID().replaceAll("-", "")}`;
    const { Client } = await import("pg");
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Dropping the database at the end terminates idle pool clients; that is expected here.
    database = await openDatabase({ kind: "postgres", url: url.toString(), max: 20, onPoolError: () => undefined });
    dropDatabase = async () => {
      const a = new Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    database = await openDatabase({ kind: "pglite", loadDataDir: await migratedPgliteDump() });
  }

  const mail = createMemoryMailer();
  const system = await compose({
    env,
    database,
    logger: createLogger("silent"),
    now: options.realClock ? () => new Date() : () => clock.now,
    fetch: options.fetch,
    mailer: mail,
  });
  const app = createApp(system);
  // Read from the schema so a new feature's table is emptied without being listed here.
  const found = await queryRows<{ name: string }>(
    database.db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const tables = found.map((r) => r.name);
  return {
    app,
    system,
    database,
    env,
    clock,
    mail,
    async reset() {
      clock.now = new Date();
      mail.clear();
      if (tables.length) await truncateAll(database, tables);
    },
    async close() {
      await system.scheduler.stop();
      await database.close();
      await dropDatabase?.();
    },
  };
}

/** Background work from the previous test can hold a row lock and deadlock the truncate (seen once in CI), so it is retried. */
async function truncateAll(database: Database, tables: string[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql.raw(`truncate table ${tables.join(", ")} restart identity cascade`));
      return;
    } catch (error) {
      if (errorLogFields(error).code !== "40P01" || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

type JsonInit = { headers?: Record<string, string>; token?: string; ip?: string };

type PathOf<P extends RoutePath> = P | `${P}?${string}`;

export type AnswerBody<P extends RoutePath> = Omit<RouteResponse<P>, "success"> & { success: boolean } & Partial<
    Omit<ApiErrorBody, "success">
  >;

export type Answer<B> = { status: number; headers: Headers; body: B };

type UnknownBody = Partial<ApiErrorBody> & Record<string, unknown>;

function checkContract(method: string, path: string, status: number, json: unknown) {
  const route = path.split("?")[0]!;
  if (!Object.hasOwn(ROUTES, route)) return;
  const def: RouteDef = ROUTES[route as RoutePath];
  if (def.method !== method) return;
  const schema = status >= 200 && status < 300 ? def.response : status >= 400 ? apiErrorSchema : undefined;
  const checked = schema?.safeParse(json);
  if (checked && !checked.success) {
    throw new Error(`${method} ${route} answered ${status} with a body its schema refuses:\n${z.prettifyError(checked.error)}`);
  }
}

export function client(app: App) {
  const call = async (method: "GET" | "POST", path: string, body?: unknown, init: JsonInit = {}): Promise<Answer<unknown>> => {
    const headers: Record<string, string> = { ...init.headers };
    if (body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.ip) headers["x-forwarded-for"] = init.ip;
    const res = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    // A file (an export as CSV) is not a JSON body the table describes.
    const isJson = (res.headers.get("content-type") ?? "application/json").includes("json");
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = { raw: text };
    }
    if (isJson) checkContract(method, path, res.status, json);
    return { status: res.status, headers: res.headers, body: json };
  };

  function get<P extends RoutePath>(path: PathOf<P>, init?: JsonInit): Promise<Answer<AnswerBody<P>>>;
  function get(path: string, init?: JsonInit): Promise<Answer<UnknownBody>>;
  function get(path: string, init?: JsonInit) {
    return call("GET", path, undefined, init);
  }
  /** The body is `unknown` on purpose: tests send hostile input as well as good. */
  function post<P extends RoutePath>(path: PathOf<P>, body?: unknown, init?: JsonInit): Promise<Answer<AnswerBody<P>>>;
  function post(path: string, body?: unknown, init?: JsonInit): Promise<Answer<UnknownBody>>;
  function post(path: string, body?: unknown, init?: JsonInit) {
    return call("POST", path, body, init);
  }
  return { get, post };
}

let counter = 0;
export async function signUpAndIn(
  app: App,
  overrides: Partial<{ userName: string; email: string; password: string; fullName: string }> = {},
) {
  counter += 1;
  const user = {
    fullName: overrides.fullName ?? `Test User ${counter}`,
    userName: overrides.userName ?? `user_${counter}_${Math.random().toString(36).slice(2, 8)}`,
    email: overrides.email ?? `user${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: overrides.password ?? "correct horse battery",
  };
  const http = client(app);
  const signup = await http.post("/auth/signup", user, { ip: `10.0.${counter % 250}.1` });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const signin = await http.post("/auth/signin", { identifier: user.email, password: user.password }, { ip: `10.1.${counter % 250}.1` });
  if (signin.status !== 200) throw new Error(`signin failed: ${signin.status} ${JSON.stringify(signin.body)}`);
  return { ...user, token: signin.body.token, id: signin.body.user.id };
}

export function apiHarnessPerFile(
  envOverrides: Partial<Record<keyof ApiEnv, string>> = {},
  options: HarnessOptions | (() => HarnessOptions) = {},
) {
  const api = {} as { h: Harness; http: ReturnType<typeof client> };
  beforeAll(async () => {
    api.h = await createHarness(envOverrides, typeof options === "function" ? options() : options);
    api.http = client(api.h.app);
  });
  afterAll(() => api.h.close());
  beforeEach(() => api.h.reset());
  return api;
}
