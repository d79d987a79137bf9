import { createHmac, generateKeyPairSync, sign, type JsonWebKey } from "node:crypto";
import { IdTokenError, verifyIdToken, type IdTokenExpectations } from "./id-token";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const other = generateKeyPairSync("rsa", { modulusLength: 2048 });
const jwk = (key: typeof publicKey, kid: string): JsonWebKey => ({ ...key.export({ format: "jwk" }), kid, use: "sig", alg: "RS256" });

const NOW = new Date("2026-11-24T02:00:00Z");
const seconds = Math.floor(NOW.getTime() / 1000);
const expect_: IdTokenExpectations = {
  issuer: "https://codeforces.com",
  clientId: "algo-ladder",
  clientSecret: "client-secret-client-secret",
  nonce: "n-0S6_WzA2Mj",
  now: NOW,
  keys: () => Promise.resolve([jwk(publicKey, "k1")]),
};
const claims = {
  iss: "https://codeforces.com",
  sub: "12345",
  aud: "algo-ladder",
  exp: seconds + 300,
  iat: seconds,
  nonce: "n-0S6_WzA2Mj",
  handle: "tourist",
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
function rs256(payload: object, key = privateKey, kid = "k1") {
  const data = `${b64({ alg: "RS256", kid, typ: "JWT" })}.${b64(payload)}`;
  return `${data}.${sign("sha256", Buffer.from(data), key).toString("base64url")}`;
}
function hs256(payload: object, secret: string) {
  const data = `${b64({ alg: "HS256", typ: "JWT" })}.${b64(payload)}`;
  return `${data}.${createHmac("sha256", secret).update(data).digest("base64url")}`;
}

describe("verifyIdToken", () => {
  it("accepts a token signed by a published key and returns its claims, handle included", async () => {
    await expect(verifyIdToken(rs256(claims), expect_)).resolves.toMatchObject({ handle: "tourist", sub: "12345" });
  });

  it("accepts an HS256 token signed with the client secret, and refuses one signed with anything else", async () => {
    await expect(verifyIdToken(hs256(claims, expect_.clientSecret), expect_)).resolves.toMatchObject({ handle: "tourist" });
    await expect(verifyIdToken(hs256(claims, "a guess"), expect_)).rejects.toThrow("signature");
  });

  it.each([
    ["another key", () => rs256(claims, other.privateKey)],
    [
      "altered claims",
      () => rs256(claims).replace(/^([^.]+)\.[^.]+/, (_m, h: string) => `${h}.${b64({ ...claims, handle: "someone_else" })}`),
    ],
    ["no signature", () => `${b64({ alg: "none" })}.${b64(claims)}.`],
    ["another issuer", () => rs256({ ...claims, iss: "https://evil.example" })],
    ["another audience", () => rs256({ ...claims, aud: "another-app" })],
    ["an old expiry", () => rs256({ ...claims, exp: seconds - 120 })],
    ["another nonce", () => rs256({ ...claims, nonce: "replayed" })],
    ["garbage", () => "not.a.token"],
  ])("refuses a token with %s", async (_label, token) => {
    await expect(verifyIdToken(token(), expect_)).rejects.toBeInstanceOf(IdTokenError);
  });

  it("accepts an audience list that names this client", async () => {
    await expect(verifyIdToken(rs256({ ...claims, aud: ["x", "algo-ladder"] }), expect_)).resolves.toBeTruthy();
  });
});
