import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { fieldIssues } from "@/lib/contract/common";
import { AppError } from "../core/errors";

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** Refuses a body that is not JSON with 415 before anything reads it. */
const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new AppError("unsupported_media_type", "Send the request body as application/json");
  }
  await next();
};

const invalid = (error: Parameters<typeof fieldIssues>[0]) =>
  new AppError("invalid", "Some fields are invalid", { issues: fieldIssues(error) });

/**
 * The JSON body validated by a contract schema: 415 when it is not JSON, 422 with field issues
 * when it is malformed (see app.ts) or invalid. Handlers read it with `c.req.valid("json")`.
 */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  [
    requireJsonBody,
    zValidator("json", schema, (result) => {
      if (!result.success) throw invalid(result.error);
    }),
  ] as const;

/** The query string validated by a contract schema (422 with field issues). */
export const queryOf = <S extends z.ZodType>(schema: S) =>
  zValidator("query", schema, (result) => {
    if (!result.success) throw invalid(result.error);
  });
