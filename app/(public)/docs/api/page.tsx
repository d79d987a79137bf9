import type { Metadata } from "next";
import { InfoPage } from "@/components/info/info-page";
import { openApiDocument } from "@/lib/openapi/document";

export const metadata: Metadata = { title: "API reference" };

type Operation = {
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

function Schema({ label, schema }: { label: string; schema: unknown }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium">{label}</summary>
      <pre className="mt-2 overflow-x-auto rounded-md bg-zinc-100 p-3 text-xs dark:bg-zinc-900">{json(schema)}</pre>
    </details>
  );
}

/** From the same OpenAPI document that /api/openapi.json serves. */
export default function ApiReferencePage() {
  const document = openApiDocument();
  const routes = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (["get", "post"] as const).flatMap((method) => {
      const operation = (item as Record<string, Operation | undefined>)[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  return (
    <InfoPage
      title="API reference"
      lead="Every call of the web app's /api, with what it takes and what it answers. Send a personal access token from Profile as Authorization: Bearer, or call from a signed-in browser."
    >
      <p>
        The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Every answer is JSON{" "}
        <code>{"{ success, message?, ...data }"}</code>; a failure carries a <code>code</code> and, for invalid fields, <code>issues</code>{" "}
        per field. {routes.length} routes.
      </p>
      {routes.map(({ path, method, operation }) => {
        const body = operation.requestBody?.content?.["application/json"]?.schema;
        const answer = operation.responses?.["200"]?.content?.["application/json"]?.schema;
        return (
          <section
            key={`${method} ${path}`}
            aria-labelledby={`route-${method}-${path}`}
            className="border-t border-zinc-200 pt-4 dark:border-zinc-800"
          >
            <h2 id={`route-${method}-${path}`} className="break-all font-mono !text-base">
              <span className="mr-2 rounded bg-brand-100 px-1.5 py-0.5 text-brand-900 dark:bg-brand-900 dark:text-brand-100">
                {method.toUpperCase()}
              </span>
              /api{path}
            </h2>
            <p className="!mt-1 text-sm text-zinc-600 dark:text-zinc-400">{operation.description}</p>
            <div className="mt-2 space-y-2">
              {operation.parameters?.length ? (
                <Schema label={`Query: ${operation.parameters.map((p) => p.name).join(", ")}`} schema={operation.parameters} />
              ) : null}
              {body ? <Schema label="Request body" schema={body} /> : null}
              {answer ? <Schema label="Answer" schema={answer} /> : null}
            </div>
          </section>
        );
      })}
    </InfoPage>
  );
}
