import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { fieldIssues } from "@/lib/contract/common";
import { AppError } from "../core/errors";

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new AppError("unsupported_media_type", "Send the request body as application/json");
  }
  await next();
};

const invalid = (error: Parameters<typeof fieldIssues>[0]) =>
  new AppError("invalid", "Some fields are invalid", { issues: fieldIssues(error) });

/** 415 when it is not JSON, 422 when malformed or invalid (decision 003). */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  [
    requireJsonBody,
    zValidator("json", schema, (result) => {
      if (!result.success) throw invalid(result.error);
    }),
  ] as const;

export const queryOf = <S extends z.ZodType>(schema: S) =>
  zValidator("query", schema, (result) => {
    if (!result.success) throw invalid(result.error);
  });
