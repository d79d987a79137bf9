import "server-only";
import { decode, type JWT, type JWTDecodeParams } from "next-auth/jwt";

/** The oldest is forgotten first; a few hundred bytes each. */
const MAX_ENTRIES = 5000;
const CLOCK_TOLERANCE_S = 15;

type Entry = { secret: string; salt: string; payload: JWT };
const opened = new Map<string, Entry>();

/** next-auth derives its key anew per decode (several per cent of CPU); a cookie is remembered only after next-auth opened it, until its expiry, and handed out as a copy. */
export async function decodeSession(params: JWTDecodeParams): Promise<JWT | null> {
  const { token, salt = "" } = params;
  if (!token) return null;
  const secret = typeof params.secret === "string" ? params.secret : params.secret.toString("base64");
  const entry = opened.get(token);
  if (entry && entry.secret === secret && entry.salt === salt && !expired(entry.payload)) return structuredClone(entry.payload);
  if (entry) opened.delete(token);
  const payload = await decode(params);
  if (!payload) return payload;
  if (opened.size >= MAX_ENTRIES) opened.delete(opened.keys().next().value!);
  opened.set(token, { secret, salt, payload: structuredClone(payload) });
  return payload;
}

function expired(payload: JWT): boolean {
  const exp = typeof payload.exp === "number" ? payload.exp : undefined;
  return exp !== undefined && exp <= Date.now() / 1000 - CLOCK_TOLERANCE_S;
}
