import "server-only";
import { MAX_BODY_BYTES } from "@/lib/contract/body-limit";

export type BodyRead = { ok: true; body: Buffer } | { ok: false };

/** Refused by Content-Length, or cancelled at the first byte too many, so the web process never holds more than the limit. */
export async function readLimitedBody(req: Request, limit = MAX_BODY_BYTES): Promise<BodyRead> {
  const declared = req.headers.get("content-length");
  if (declared !== null && !(/^\d+$/.test(declared.trim()) && Number(declared) <= limit)) return { ok: false };
  if (!req.body) return { ok: true, body: Buffer.alloc(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop the client's upload here; what was read so far is dropped with the chunks array.
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, body: Buffer.concat(chunks, size) };
}
