import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { freePort } from "@/scripts/load-client";

/** Against a real OpenID Connect provider (the end-to-end tests' one) and a stand-in for the API. */
const CLIENT = { id: "algo-ladder-test-cf", secret: "test-codeforces-client-secret" };
const APP = "http://app.test";
const INTERNAL = "internal-secret-for-codeforces-tests";

let oidc: ChildProcess;
let api: Server;
let issuer: string;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let apiStatus = 200;

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  // The provider runs in a process of its own: Jest cannot load the oidc-provider package.
  oidc = spawn(path.resolve("node_modules/.bin/tsx"), ["e2e/support/oidc-process.ts"], {
    stdio: ["ignore", "pipe", "ignore"],
    env: {
      ...process.env,
      OIDC_PROCESS_OPTIONS: JSON.stringify({
        port,
        issuer,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        redirectUri: `${APP}/api/verify/codeforces/callback`,
        accounts: [{ email: "tourist@codeforces.test", name: "Gennady", handle: "tourist" }],
      }),
    },
  });
  await new Promise<void>((resolve, reject) => {
    oidc.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    oidc.once("exit", (code) => reject(new Error(`the provider exited (${code})`)));
  });
  api = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(apiStatus, { "content-type": "application/json" }).end(JSON.stringify({ success: apiStatus === 200 }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    CODEFORCES_CLIENT_ID: CLIENT.id,
    CODEFORCES_CLIENT_SECRET: CLIENT.secret,
    CODEFORCES_ISSUER: issuer,
    NEXTAUTH_SECRET: "codeforces-test-nextauth-secret",
    INTERNAL_API_SECRET: INTERNAL,
    API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  oidc?.kill("SIGTERM");
  await new Promise((resolve) => api?.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  apiStatus = 200;
});

async function signInAtProvider(location: string, login: string): Promise<URLSearchParams> {
  const jar = new Map<string, string>();
  let url = location;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(APP)) return new URL(url).searchParams;
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const next = res.headers.get("location");
    if (next) {
      url = new URL(next, url).toString();
      init = {};
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`the provider answered ${res.status} without a form`);
    const form = new URLSearchParams({ prompt, ...(prompt === "login" ? { login, password: "anything" } : {}) });
    url = new URL(action.replaceAll("&amp;", "&"), url).toString();
    init = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() };
  }
  throw new Error("the provider never sent the browser back");
}

async function flow(userId = "user-1") {
  const { beginFlow } = await import("./codeforces-verify");
  const started = await beginFlow(userId, APP);
  expect(started.location.startsWith(`${issuer}/`)).toBe(true);
  const authorize = new URL(started.location).searchParams;
  expect(authorize.get("code_challenge_method")).toBe("S256");
  expect(authorize.get("redirect_uri")).toBe(`${APP}/api/verify/codeforces/callback`);
  return { ...started, params: await signInAtProvider(started.location, "tourist@codeforces.test") };
}

describe("the Codeforces sign-in", () => {
  it("sends the ID token's handle to the API for the signed-in user, with the internal secret", async () => {
    const { finishFlow } = await import("./codeforces-verify");
    const { cookie, params } = await flow();
    expect(await finishFlow(params, cookie, "user-1", "api-token-1", APP)).toBe("verified");
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual({ handle: "tourist" });
    expect(received[0]!.headers.authorization).toBe("Bearer api-token-1");
    expect(received[0]!.headers["x-internal-secret"]).toBe(INTERNAL);
  });

  it("says taken when another user has verified the handle", async () => {
    const { finishFlow } = await import("./codeforces-verify");
    apiStatus = 409;
    const { cookie, params } = await flow();
    expect(await finishFlow(params, cookie, "user-1", "api-token-1", APP)).toBe("taken");
  });

  it("fails, calling nobody, for another signed-in user, an altered cookie or another state", async () => {
    const { finishFlow } = await import("./codeforces-verify");
    const { cookie, params } = await flow();
    expect(await finishFlow(params, cookie, "someone-else", "api-token-2", APP)).toBe("failed");
    expect(await finishFlow(params, `${cookie}x`, "user-1", "api-token-1", APP)).toBe("failed");
    const forged = new URLSearchParams(params);
    forged.set("state", "a".repeat(params.get("state")!.length));
    expect(await finishFlow(forged, cookie, "user-1", "api-token-1", APP)).toBe("failed");
    expect(received).toHaveLength(0);
  });
});
