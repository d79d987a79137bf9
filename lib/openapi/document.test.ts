import { openApiDocument, documentedRoutes } from "./document";

describe("the OpenAPI document", () => {
  const doc = openApiDocument();

  it("is OpenAPI 3.1", () => {
    expect(doc.openapi).toBe("3.1.0");
  });

  it.each(documentedRoutes())("has %s with the table's method, request and access", (path, def) => {
    const item = doc.paths?.[path];
    expect(item).toBeDefined();
    const op = def.method === "GET" ? item!.get : item!.post;
    expect(op).toBeDefined();
    expect(Object.keys(item!)).toEqual([def.method.toLowerCase()]);
    expect(op!.responses?.["200"]).toBeDefined();
    if (def.request && def.method === "POST") expect(op!.requestBody).toBeDefined();
    if (!def.request) expect(op!.requestBody ?? op!.parameters ?? null).toBeNull();
    expect(Boolean(op!.security)).toBe(def.access === "session");
  });

  it("documents nothing the table does not forward", () => {
    expect(Object.keys(doc.paths ?? {}).sort()).toEqual(
      documentedRoutes()
        .map(([p]) => p)
        .sort(),
    );
  });
});
