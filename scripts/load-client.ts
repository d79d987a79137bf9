import { randomUUID } from "node:crypto";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

export type Session = { index: number; email: string; cookie: string };

/** next-auth re-seals its cookie (say, after the once-a-minute session check), so later requests must carry the new one. */
export function absorbCookies(session: Session, res: Response): void {
  const set = res.headers.getSetCookie();
  if (!set.length) return;
  const jar = new Map(
    session.cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const line of set) {
    const pair = line.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    const expired = /;\s*max-age=0/i.test(line) || pair.endsWith("=");
    if (expired) jar.delete(name);
    else jar.set(name, pair);
  }
  session.cookie = [...jar.values()].join("; ");
}

/** Signs up through the BFF, then signs in through next-auth's credentials flow, as the login page does. */
export async function signedInSession(web: string, index: number, runId: string): Promise<Session> {
  const user = {
    fullName: `Load User ${index}`,
    userName: `load_${runId}_${index}`,
    email: `load.${runId}.${index}@example.com`,
    password: "load-test-password",
  };
  const signup = await fetch(`${web}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: web },
    body: JSON.stringify(user),
  });
  if (signup.status !== 201 && signup.status !== 200) throw new Error(`sign-up ${index} answered ${signup.status}: ${await signup.text()}`);
  return { index, email: user.email, cookie: await signIn(web, user.email, user.password) };
}

/** `origin` is the site's public address when `web` is one of several instances behind it. */
export async function signIn(web: string, identifier: string, password: string, origin = web): Promise<string> {
  const csrf = await fetch(`${web}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const login = await fetch(`${web}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf), origin },
    body: new URLSearchParams({ csrfToken, identifier, password, json: "true" }),
  });
  const cookie = cookiesOf(login);
  if (!/next-auth\.session-token/.test(cookie)) throw new Error(`signing in ${identifier} set no session (${login.status})`);
  return cookie;
}

export type Outcome = { kind: string; ms: number; status: number; ok: boolean };

/** One request with the session's cookie; a write carries the Origin (the site's public one) and an idempotency key. */
export async function timed(web: string, session: Session, kind: string, path: string, body?: unknown, origin = web): Promise<Outcome> {
  const started = performance.now();
  const headers: Record<string, string> = { cookie: session.cookie };
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    headers.origin = origin;
    headers["idempotency-key"] = randomUUID();
  }
  try {
    const res = await fetch(`${web}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    absorbCookies(session, res);
    return { kind, ms: performance.now() - started, status: res.status, ok: res.status >= 200 && res.status < 300 };
  } catch {
    return { kind, ms: performance.now() - started, status: 0, ok: false };
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

export const spreadLine = (s: ReturnType<typeof spread>) => `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms (${s.count})`;

export function spread(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p));
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}
