import type { Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { ROUTES, type RoutePath, type RouteResponse } from "@/lib/contract/routes";
import type { AppEnv, Ctx } from "./context";
import { jsonBody, queryOf } from "./validate";

type RouteOf<P extends RoutePath> = (typeof ROUTES)[P];

export type RouteInput<P extends RoutePath> = RouteOf<P>["request"] extends z.ZodType ? z.output<RouteOf<P>["request"]> : undefined;

export class Created<T> {
  constructor(readonly body: T) {}
}

/** `const` keeps `success: true` a literal, as the table's schema declares it. */
export const created = <const T>(body: T) => new Created(body);

/** A raw Response is for answers outside JSON (a file, a 503). */
export type Answer<P extends RoutePath> = RouteResponse<P> | Created<RouteResponse<P>> | Response;

export type Handler<P extends RoutePath> = (input: RouteInput<P>, c: Ctx) => Answer<P> | Promise<Answer<P>>;

export type BoundRoute = {
  path: RoutePath;
  before: MiddlewareHandler<AppEnv>[];
  handle(c: Ctx): Promise<Response>;
};

/** The path is written once and the table gives the rest (docs/architecture.md §3); `before` runs ahead of validation. */
export function route<P extends RoutePath>(path: P, handler: Handler<P>, before: MiddlewareHandler<AppEnv>[] = []): BoundRoute {
  const def = ROUTES[path];
  return {
    path,
    before,
    async handle(c) {
      const input = (
        def.request === null ? undefined : c.req.valid(def.method === "GET" ? ("query" as never) : ("json" as never))
      ) as RouteInput<P>;
      const answer = await handler(input, c);
      if (answer instanceof Response) return answer;
      if (answer instanceof Created) return c.json(answer.body as object, 201);
      return c.json(answer as object, 200);
    },
  };
}

export type AccessGuards = Record<(typeof ROUTES)[RoutePath]["access"], MiddlewareHandler<AppEnv>[]>;

export function mountRoutes(app: Hono<AppEnv>, routes: BoundRoute[], guards: AccessGuards) {
  for (const bound of routes) {
    const def = ROUTES[bound.path];
    const validate = (
      def.request === null ? [] : def.method === "GET" ? [queryOf(def.request)] : [...jsonBody(def.request)]
    ) as MiddlewareHandler<AppEnv>[];
    app.on(def.method, [bound.path], ...guards[def.access], ...bound.before, ...validate, (c: Ctx) => bound.handle(c));
  }
  return app;
}
