import type { Context } from "hono";
import type { z } from "zod";
import { fieldIssues } from "@/lib/contract/common";
import type { Db } from "../db/client";
import type { ApiEnv } from "../env";
import { AppError } from "./errors";
import type { Logger } from "./logger";

export type Deps = {
  db: Db;
  env: ApiEnv;
  logger: Logger;
  /** Injected so tests can move time; defaults to the wall clock. */
  now?: () => Date;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    userId: string;
    sessionToken: string;
  };
};

export type Ctx = Context<AppEnv>;

/** Reads a JSON body and validates it; malformed or invalid input is a 422 with field issues. */
export async function readJson<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError("unsupported_media_type", "Send the request body as application/json");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("invalid", "The request body is not valid JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AppError("invalid", "Some fields are invalid", { issues: fieldIssues(parsed.error) });
  }
  return parsed.data;
}

/** The client address as seen by the BFF (the API listens on loopback, behind it). */
export function clientIp(c: Ctx): string {
  const forwarded = c.req.header("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || "local";
}
