import { openApiDocument } from "@/lib/openapi/document";

// The route table does not change while the app runs: the document is built once, at build time.
export const dynamic = "force-static";

export function GET() {
  return Response.json(openApiDocument());
}
