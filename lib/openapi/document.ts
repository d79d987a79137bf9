import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { ROUTES, type RouteDef } from "@/lib/contract/routes";
import { apiErrorSchema } from "@/lib/contract/api-error";

const ACCESS_TEXT: Record<RouteDef["access"], string> = {
  public: "public",
  session: "session cookie or personal access token",
  internal: "internal (the web app's server only)",
};

export const documentedRoutes = () => (Object.entries(ROUTES) as Array<[string, RouteDef]>).filter(([, def]) => def.forward);

/** docs/decisions/036-personal-tokens-and-account-data.md */
export function openApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const [path, def] of documentedRoutes()) {
    const method = def.method === "GET" ? "get" : "post";
    const secured = def.access === "session";
    const tokens = def.byToken === false ? "session only (a personal access token is refused)" : ACCESS_TEXT[def.access];
    paths[path] = {
      [method]: {
        summary: `${def.method} ${path}`,
        description: `Access: ${tokens}.`,
        ...(secured ? { security: def.byToken === false ? [{ session: [] }] : [{ session: [] }, { personalToken: [] }] } : {}),
        ...(def.request
          ? def.method === "GET"
            ? { requestParams: { query: def.request as never } }
            : { requestBody: { required: true, content: { "application/json": { schema: def.request } } } }
          : {}),
        responses: {
          "200": { description: "Success", content: { "application/json": { schema: def.response } } },
          default: { description: "An error", content: { "application/json": { schema: apiErrorSchema } } },
        },
      },
    };
  }
  return createDocument({
    openapi: "3.1.0",
    info: { title: "Algo Ladder API", version: "1.0.0", description: "The web app's /api routes, from the route table." },
    servers: [{ url: "/api" }],
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
        personalToken: { type: "http", scheme: "bearer", description: "A personal access token (alp_…), made on Profile" },
      },
    },
    paths,
  });
}
