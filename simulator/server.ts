import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { z } from "zod";
import { fieldIssues } from "@/lib/contract/common";
import { platformIdSchema } from "@/lib/contract/common";
import { type PlatformId, PLATFORMS } from "@/lib/contract/platforms";
import { DEFAULT_SPACING_MS, realSleep, type Sleep } from "@/server/platforms/core/gate";
import type { PlatformSim, SimCall, SimFault, SimFaultKind } from "./types";

const FAULT_KINDS = {
  rate_limit: true,
  http_503: true,
  cloudflare_html: true,
  malformed_json: true,
  slow: true,
} satisfies Record<SimFaultKind, true>;

export const simFaultSchema = z.object({
  platform: platformIdSchema,
  kind: z.enum(Object.keys(FAULT_KINDS) as [SimFaultKind, ...SimFaultKind[]]),
  handle: z.string().trim().min(1).max(64).optional(),
  count: z.number().int().min(1).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
});

const advanceSchema = z.object({ now: z.iso.datetime({ offset: true }).optional() });

/** `compile_error` needs the problem; LeetCode also sends an accepted or rejected one to `problem` when given. */
export const simSubmitSchema = z
  .object({
    platform: platformIdSchema,
    handle: z.string().trim().min(1).max(64),
    verdict: z.enum(["accepted", "rejected", "compile_error"]).default("accepted"),
    problem: z.string().trim().min(1).max(64).optional(),
  })
  .refine((v) => v.verdict !== "compile_error" || v.problem !== undefined, {
    path: ["problem"],
    message: "A compile error needs a problem",
  });

export type SimulatorOptions = {
  modules: PlatformSim[];
  now?: () => Date;
  /** Each platform's own limit; defaults to the limits the real platforms are treated as having. */
  spacingMs?: Partial<Record<PlatformId, number>>;
  enforceRateLimits?: boolean;
  /** Exactly spaced calls still land a few ms closer now and then (a cold connection, a busy loop), so 0 would refuse them; default 100. */
  toleranceMs?: number;
  sleep?: Sleep;
};

export type Simulator = {
  fetch(req: Request): Promise<Response>;
  faults: { add(fault: SimFault): void; clear(): void; list(): SimFault[] };
  /** Platform calls in arrival order; `path` is relative to the platform's mount, `query` has no "?", `status` is 0 until answered. */
  calls(): SimCall[];
  clearCalls(): void;
  modules: PlatformSim[];
};

/** Which module a path belongs to, and the path relative to its mount (simulator/types.ts). */
function mountOf(pathname: string): { platform: PlatformId; path: string } | null {
  if (pathname.startsWith("/codeforces/api/")) return { platform: "codeforces", path: pathname.slice("/codeforces/api".length) };
  if (pathname === "/leetcode/graphql" || pathname === "/leetcode/graphql/") return { platform: "leetcode", path: "" };
  if (pathname === "/codechef" || pathname.startsWith("/codechef/"))
    return { platform: "codechef", path: pathname.slice("/codechef".length) };
  return null;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether the handle appears as a whole word (so "bob" does not match "bobby"). */
function mentions(haystack: string, handle: string): boolean {
  return new RegExp(`(?<![a-z0-9_.-])${escapeRegExp(handle.toLowerCase())}(?![a-z0-9_.-])`).test(haystack);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

const SERVICE_UNAVAILABLE =
  "<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

function cloudflarePage(platform: PlatformId): Response {
  const host = new URL(PLATFORMS[platform].site).host;
  const html = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"></head><body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">${host}</h1><h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2></div></div><script>(function(){window._cf_chl_opt={cvId:'3',cType:'managed'};})();</script><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>`;
  return new Response(html, {
    status: 403,
    headers: { "content-type": "text/html; charset=UTF-8", "cf-mitigated": "challenge", server: "cloudflare", "cache-control": "no-store" },
  });
}

/** The real answer cut off halfway, as a dropped connection leaves it. */
async function truncated(real: Response | null): Promise<Response> {
  const text = real ? await real.text() : "";
  let body = text.slice(0, Math.floor(text.length / 2));
  try {
    JSON.parse(body);
    body = '{"status":"OK","result":[{"id":1,';
  } catch {
    // Unparseable, as wanted.
  }
  return new Response(body, { status: 200, headers: { "content-type": "application/json;charset=UTF-8" } });
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const { modules, now = () => new Date(), enforceRateLimits = true, toleranceMs = 100, sleep = realSleep } = options;
  const byPlatform = new Map(modules.map((m) => [m.platform, m]));
  const spacing = { ...DEFAULT_SPACING_MS, ...options.spacingMs };
  const lastAccepted = new Map<PlatformId, number>();
  let faults: { fault: SimFault; remaining: number | undefined }[] = [];
  let calls: SimCall[] = [];

  function findFault(platform: PlatformId, haystack: string) {
    return faults.find(({ fault }) => fault.platform === platform && (!fault.handle || mentions(haystack, fault.handle)));
  }

  function consume(entry: (typeof faults)[number]) {
    if (entry.remaining !== undefined && --entry.remaining <= 0) faults = faults.filter((f) => f !== entry);
  }

  function tooSoon(platform: PlatformId, at: Date): boolean {
    const last = lastAccepted.get(platform);
    return enforceRateLimits && last !== undefined && at.getTime() - last < spacing[platform] - toleranceMs;
  }

  async function answer(platformSim: PlatformSim, req: Request, path: string, url: URL, body: string | undefined, at: Date) {
    const haystack = `${decoded(url.pathname + url.search)}\n${body ?? ""}`.toLowerCase();
    const entry = findFault(platformSim.platform, haystack);
    const kind = entry?.fault.kind;
    // Faults that stand in front of the platform answer before its own limiter sees the call.
    if (entry && (kind === "rate_limit" || kind === "http_503" || kind === "cloudflare_html")) {
      consume(entry);
      if (kind === "rate_limit") return platformSim.rateLimited();
      if (kind === "http_503") return new Response(SERVICE_UNAVAILABLE, { status: 503, headers: { "content-type": "text/html" } });
      return cloudflarePage(platformSim.platform);
    }
    if (tooSoon(platformSim.platform, at)) return platformSim.rateLimited();
    lastAccepted.set(platformSim.platform, at.getTime());
    if (entry) consume(entry);
    if (kind === "slow") await sleep(entry?.fault.delayMs ?? 5000);
    const real = await platformSim.handle(req, path, { now: at });
    if (kind === "malformed_json") return truncated(real);
    return real ?? notFound();
  }

  async function platformCall(platform: PlatformId, path: string, req: Request, url: URL): Promise<Response> {
    const at = now();
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : await req.clone().text();
    const call: SimCall = { platform, at, method: req.method, path, query: url.search.slice(1), ...(body ? { body } : {}), status: 0 };
    calls.push(call);
    const platformSim = byPlatform.get(platform);
    let response: Response;
    try {
      response = platformSim ? await answer(platformSim, req, path, url, body, at) : notFound();
    } catch (error) {
      response = new Response(`Simulator error: ${error instanceof Error ? error.message : String(error)}`, { status: 500 });
    }
    call.status = response.status;
    return response;
  }

  const simulator: Simulator = {
    async fetch(req) {
      const url = new URL(req.url);
      if (url.pathname === "/__sim" || url.pathname.startsWith("/__sim/")) return admin.fetch(req);
      const mount = mountOf(url.pathname);
      return mount ? platformCall(mount.platform, mount.path, req, url) : notFound();
    },
    faults: {
      add: (fault) => void faults.push({ fault, remaining: fault.count }),
      clear: () => void (faults = []),
      list: () => faults.map(({ fault, remaining }) => ({ ...fault, ...(remaining !== undefined ? { count: remaining } : {}) })),
    },
    calls: () => [...calls],
    clearCalls: () => void (calls = []),
    modules,
  };
  const admin = adminRoutes(simulator, now);
  return simulator;
}

const invalid = (issues: Record<string, string[]>) => Response.json({ success: false, message: "Invalid input", issues }, { status: 422 });

async function jsonBody(req: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await req.text();
  if (!text.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function adminRoutes(sim: Simulator, now: () => Date) {
  const app = new Hono().basePath("/__sim");

  app.get("/calls", (c) => {
    const platform = c.req.query("platform");
    if (platform === undefined) return c.json(sim.calls());
    const parsed = platformIdSchema.safeParse(platform);
    if (!parsed.success) return invalid({ platform: parsed.error.issues.map((i) => i.message) });
    return c.json(sim.calls().filter((call) => call.platform === parsed.data));
  });
  app.delete("/calls", (c) => {
    sim.clearCalls();
    return c.json({ success: true });
  });

  app.get("/faults", (c) => c.json(sim.faults.list()));
  app.post("/faults", async (c) => {
    const body = await jsonBody(c.req.raw);
    if (!body.ok) return invalid({ _: ["The body is not valid JSON"] });
    const parsed = simFaultSchema.safeParse(body.value);
    if (!parsed.success) return invalid(fieldIssues(parsed.error));
    sim.faults.add(parsed.data);
    return c.json(parsed.data, 201);
  });
  app.delete("/faults", (c) => {
    sim.faults.clear();
    return c.json({ success: true });
  });

  app.post("/advance", async (c) => {
    const body = await jsonBody(c.req.raw);
    if (!body.ok) return invalid({ _: ["The body is not valid JSON"] });
    const parsed = advanceSchema.safeParse(body.value);
    if (!parsed.success) return invalid(fieldIssues(parsed.error));
    const to = parsed.data.now ? new Date(parsed.data.now) : now();
    for (const platformSim of sim.modules) platformSim.advance(to);
    return c.json({ now: to.toISOString() });
  });

  app.post("/submit", async (c) => {
    const body = await jsonBody(c.req.raw);
    if (!body.ok) return invalid({ _: ["The body is not valid JSON"] });
    const parsed = simSubmitSchema.safeParse(body.value);
    if (!parsed.success) return invalid(fieldIssues(parsed.error));
    const { platform, handle, verdict, problem } = parsed.data;
    const platformSim = sim.modules.find((m) => m.platform === platform);
    if (!platformSim?.handles().some((h) => h.toLowerCase() === handle.toLowerCase())) {
      return invalid({ handle: [`No ${PLATFORMS[platform].label} user "${handle}" in the simulator`] });
    }
    try {
      const id = platformSim.submit(
        handle,
        now(),
        verdict === "compile_error" ? { compileErrorOn: problem } : { accepted: verdict === "accepted", problem },
      );
      return c.json({ success: true, id }, 201);
    } catch (error) {
      return invalid({ problem: [error instanceof Error ? error.message : String(error)] });
    }
  });

  app.get("/handles", (c) => c.json(Object.fromEntries(sim.modules.map((m) => [m.platform, m.handles()]))));

  app.notFound(() => notFound());
  return app;
}

export type RunningSimulator = { url: string; simulator: Simulator; close(): Promise<void> };

/** Serves a simulator over HTTP; port 0 picks a free port (see `url`). */
export async function startSimulator(options: SimulatorOptions & { port: number; host?: string }): Promise<RunningSimulator> {
  const { port, host = "127.0.0.1", ...rest } = options;
  const simulator = createSimulator(rest);
  let server: ReturnType<typeof serve> | undefined;
  const actualPort = await new Promise<number>((resolve, reject) => {
    server = serve({ fetch: (req) => simulator.fetch(req), port, hostname: host }, (info) => resolve(info.port));
    server.once("error", reject);
  });
  const shown = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shown}:${actualPort}`,
    simulator,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server) return resolve();
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
