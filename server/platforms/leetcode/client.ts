import type { z } from "zod";

import { isChallengePage, parseRetryAfter } from "../core/classify";
import { PlatformError, type AdapterDeps, type UpstreamResponse } from "../types";
import type { LeetCodeQuery } from "./queries";
import { envelopeSchema, type GraphqlError } from "./schemas";

const SITE = "https://leetcode.com";
// Cloudflare challenges calls that do not look like the site's own page (docs/platforms.md §0).
const USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

const fail = (kind: PlatformError["kind"], message: string, extra: PlatformError["extra"] = {}) =>
  new PlatformError("leetcode", kind, message, extra);

/** "" when the site deletes it. */
function csrfTokenFrom(headers: Headers): string | undefined {
  const cookies = typeof headers.getSetCookie === "function" ? headers.getSetCookie() : [headers.get("set-cookie") ?? ""];
  let token: string | undefined;
  for (const cookie of cookies) {
    const match = /(?:^|[\s,;])csrftoken=("?)([^";,\s]*)\1/.exec(cookie);
    if (match) token = match[2];
  }
  return token;
}

const looksLikeHtml = (res: UpstreamResponse) =>
  (res.headers.get("content-type") ?? "").includes("text/html") || res.text.trimStart().startsWith("<");

function blockedMessage(res: UpstreamResponse): string {
  const { status } = res;
  if (/CSRF verification failed/i.test(res.text)) return `LeetCode refused the request (CSRF check failed, HTTP ${status})`;
  if (isChallengePage(res)) return `LeetCode's Cloudflare check is blocking us (HTTP ${status})`;
  return `LeetCode is blocking us (HTTP ${status})`;
}

/** Undefined when the body should be read as GraphQL. */
function transportError(res: UpstreamResponse, now: Date): PlatformError | undefined {
  const { status } = res;
  if (status === 429)
    return fail("rate_limited", "LeetCode asked us to slow down (HTTP 429)", {
      status,
      retryAfterMs: parseRetryAfter(res.headers.get("retry-after"), now),
    });
  if (status === 403) return fail("blocked", blockedMessage(res), { status });
  if (status >= 500) return fail("upstream_down", `LeetCode is unavailable (HTTP ${status})`, { status });
  if (looksLikeHtml(res)) return fail("blocked", blockedMessage(res), { status });
  return undefined;
}

const USER_MISSING = /user does not exist/i;

function graphqlError(errors: GraphqlError[], status: number, handle: string | undefined): PlatformError {
  if (errors.some((e) => USER_MISSING.test(e.message))) return fail("not_found", "LeetCode handle not found", { handle, status });
  return fail("bad_shape", `LeetCode rejected the request: ${errors[0]?.message ?? "unknown error"}`, { status });
}

/** Mirrors the last csrftoken in `x-csrftoken`, as the site's own page does. */
export function createGraphqlClient(deps: AdapterDeps) {
  let csrfToken: string | undefined;

  function headers(): Record<string, string> {
    const h: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
      origin: SITE,
      referer: SITE,
      "user-agent": USER_AGENT,
    };
    if (csrfToken) {
      h.cookie = `csrftoken=${csrfToken}`;
      h["x-csrftoken"] = csrfToken;
    }
    return h;
  }

  return async function query<T>(
    q: LeetCodeQuery,
    variables: Record<string, unknown>,
    dataSchema: z.ZodType<T>,
    subject: { handle?: string } = {},
  ): Promise<T> {
    const res = await deps.send({
      url: deps.baseUrl,
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ query: q.query, variables, operationName: q.operationName }),
    });
    const token = csrfTokenFrom(res.headers);
    if (token !== undefined) csrfToken = token || undefined;

    const transport = transportError(res, deps.now());
    if (transport) throw transport;

    let json: unknown;
    try {
      json = JSON.parse(res.text);
    } catch {
      throw fail("bad_shape", "LeetCode sent a reply we could not read", { status: res.status });
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw fail("bad_shape", "LeetCode sent data in an unexpected shape", { status: res.status });
    const { errors, data } = envelope.data;
    if (errors?.length) throw graphqlError(errors, res.status, subject.handle);
    if (res.status < 200 || res.status > 299)
      throw fail("bad_shape", `LeetCode refused the request (HTTP ${res.status})`, { status: res.status });

    const parsed = dataSchema.safeParse(data);
    if (!parsed.success) throw fail("bad_shape", "LeetCode sent data in an unexpected shape", { status: res.status });
    return parsed.data;
  };
}
