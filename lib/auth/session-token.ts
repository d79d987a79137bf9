import "server-only";
import { decode, type JWT, type JWTDecodeParams } from "next-auth/jwt";

/** Sessions remembered at once; the oldest is forgotten first. A few hundred bytes each. */
const MAX_ENTRIES = 5000;
/** next-auth's own allowance for clock skew when it checks a token's expiry. */
const CLOCK_TOLERANCE_S = 15;

type Entry = { secret: string; salt: string; payload: JWT };
const opened = new Map<string, Entry>();

/**
 * next-auth's `decode`, remembering what each sealed cookie opened to. Every page load and BFF
 * call opens the caller's cookie, and next-auth derives its key from the secret anew each time
 * (HKDF, then AES-GCM): under load that was several per cent of the web process's CPU. A cookie
 * is remembered only after next-auth itself opened it with the same secret, until its own expiry,
 * so what is accepted does not change; a copy is handed out, so no caller can change the entry.
 */
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
