import { createHmac, createPublicKey, timingSafeEqual, verify, type JsonWebKey, constants } from "node:crypto";

/** As OpenID Connect core asks, with node:crypto alone; HS256 tokens are signed with the client secret. */

export type IdTokenExpectations = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  nonce: string;
  now: Date;
  /** Asked for only when the token is not HMAC-signed. */
  keys: () => Promise<JsonWebKey[]>;
};

export type IdTokenClaims = Record<string, unknown> & { iss: string; sub: string; aud: string | string[]; exp: number };

export class IdTokenError extends Error {
  override name = "IdTokenError";
}

const SKEW_SECONDS = 60;

const ASYMMETRIC: Record<string, { hash: string; pss?: boolean; ec?: boolean }> = {
  RS256: { hash: "sha256" },
  RS384: { hash: "sha384" },
  RS512: { hash: "sha512" },
  PS256: { hash: "sha256", pss: true },
  PS384: { hash: "sha384", pss: true },
  PS512: { hash: "sha512", pss: true },
  ES256: { hash: "sha256", ec: true },
  ES384: { hash: "sha384", ec: true },
  ES512: { hash: "sha512", ec: true },
};
const HMAC: Record<string, string> = { HS256: "sha256", HS384: "sha384", HS512: "sha512" };

function part(text: string | undefined, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(text ?? "", "base64url").toString("utf8"));
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw new IdTokenError(`The ID token's ${what} is not readable`);
}

async function signatureHolds(alg: string, kid: unknown, data: Buffer, signature: Buffer, expect: IdTokenExpectations) {
  const hmac = HMAC[alg];
  if (hmac) {
    const mac = createHmac(hmac, expect.clientSecret).update(data).digest();
    return mac.length === signature.length && timingSafeEqual(mac, signature);
  }
  const spec = ASYMMETRIC[alg];
  if (!spec) throw new IdTokenError(`The ID token is signed with ${alg}, which is not accepted`);
  const keys = (await expect.keys()).filter((k) => (kid === undefined || k.kid === kid) && (k.use === undefined || k.use === "sig"));
  if (!keys.length) throw new IdTokenError("No published key matches the ID token");
  return keys.some((jwk) => {
    try {
      const key = createPublicKey({ key: jwk, format: "jwk" });
      return verify(
        spec.hash,
        data,
        {
          key,
          ...(spec.ec ? { dsaEncoding: "ieee-p1363" as const } : {}),
          ...(spec.pss ? { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST } : {}),
        },
        signature,
      );
    } catch {
      return false;
    }
  });
}

export async function verifyIdToken(token: string, expect: IdTokenExpectations): Promise<IdTokenClaims> {
  const pieces = token.split(".");
  if (pieces.length !== 3) throw new IdTokenError("The ID token is not a signed JWT");
  const [head, body, sig] = pieces as [string, string, string];
  const header = part(head, "header");
  const claims = part(body, "claims");
  const alg = typeof header.alg === "string" ? header.alg : "none";
  if (!(await signatureHolds(alg, header.kid, Buffer.from(`${head}.${body}`), Buffer.from(sig, "base64url"), expect))) {
    throw new IdTokenError("The ID token's signature does not hold");
  }
  const now = Math.floor(expect.now.getTime() / 1000);
  if (claims.iss !== expect.issuer) throw new IdTokenError("The ID token comes from another issuer");
  const aud = claims.aud;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(expect.clientId)) throw new IdTokenError("The ID token is meant for another client");
  if (typeof claims.exp !== "number" || claims.exp + SKEW_SECONDS < now) throw new IdTokenError("The ID token has expired");
  if (typeof claims.iat === "number" && claims.iat - SKEW_SECONDS > now) throw new IdTokenError("The ID token is issued in the future");
  if (claims.nonce !== expect.nonce) throw new IdTokenError("The ID token answers another sign-in");
  if (typeof claims.sub !== "string") throw new IdTokenError("The ID token names nobody");
  return claims as IdTokenClaims;
}
