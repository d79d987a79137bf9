import "server-only";
import { cookies, headers } from "next/headers";
import type { QueryKey } from "@tanstack/react-query";
import type { ApiPath } from "@/lib/client/api";
import { apiKey, type SeedEntry } from "@/lib/client/query-client";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/client/time-zone";
import type { RouteResponse } from "@/lib/contract/routes";
import { apiTokenOf } from "./api-token";
import { serverRead } from "./server-read";

/**
 * How long a page waits for its own data on the server before it renders without it (the browser
 * then reads it, as before): shorter than the profile's limit, since the page is usable without it.
 */
export const PAGE_DATA_TIMEOUT_MS = 1000;

/**
 * Whether a request is a browser loading a document, not the app's router fetching a page's data
 * on a navigation inside the app. The router's own marker (the `RSC` header) is hidden from the
 * page, so this reads the browser's Fetch Metadata: a router fetch is `Sec-Fetch-Dest: empty`. A
 * client that sends no Fetch Metadata (an older browser, a script) counts as a document load.
 */
export function isDocumentRequest(headerList: Pick<Headers, "get">): boolean {
  const dest = headerList.get("sec-fetch-dest");
  return dest === null || dest === "document";
}

/**
 * The API session to read a page's first data with while rendering it on the server, or undefined
 * when the page should not: no session, or a navigation inside the app, where the browser's cache
 * usually holds the data already and the page should not wait for the API.
 */
export async function pageSeedToken(): Promise<string | undefined> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  if (!isDocumentRequest(headerList)) return undefined;
  return apiTokenOf({ cookies: cookieStore, headers: headerList });
}

/** The time zone the browser last told us it is in (its cookie), or undefined when unknown (a first visit). */
export async function cookieTimeZone(): Promise<string | undefined> {
  return timeZoneFromCookie((await cookies()).get(TIME_ZONE_COOKIE)?.value);
}

/** One read a page makes on the server for the browser's query cache (seedReads). */
export interface SeedRead {
  entry(apiToken: string): Promise<SeedEntry | undefined>;
}

/**
 * A read with a query, or kept under a key other than its path's, or of which the cache keeps one
 * part (`select`): as the browser's hook for it reads and keys it. Undefined when it failed or was slow.
 */
export function seedRead<P extends ApiPath<"GET">>(
  path: P,
  options: { query?: Record<string, string | number>; key?: QueryKey; select?: (data: RouteResponse<P>) => unknown } = {},
): SeedRead {
  return {
    async entry(apiToken) {
      const read = await serverRead(path, apiToken, PAGE_DATA_TIMEOUT_MS, options.query);
      if (!read.ok) return undefined;
      return { key: options.key ?? apiKey(path), data: options.select ? options.select(read.data) : read.data, readAt: Date.now() };
    },
  };
}

/**
 * A page's own reads, made on the server in parallel with the page seed's session and limit, as
 * entries for the browser's query cache (components/providers/seed-queries.tsx), keyed as the
 * browser's hooks read them; a bare path is a read with no query, kept under its path. A read that
 * failed or was slow is left out: the browser reads it as before, and shows its error state if it
 * fails there too. None on a navigation inside the app or without a session (pageSeedToken).
 */
export async function seedReads(reads: readonly (ApiPath<"GET"> | SeedRead)[]): Promise<SeedEntry[]> {
  const apiToken = await pageSeedToken();
  if (!apiToken) return [];
  const entries = await Promise.all(reads.map((read) => (typeof read === "string" ? seedRead(read) : read).entry(apiToken)));
  return entries.filter((entry) => entry !== undefined);
}

/**
 * The moment a page renders on the server, for text that depends on the clock ("synced 3 min
 * ago"): the browser's first render reuses it, so both agree, and its own clock takes over once
 * hydrated (lib/hooks/use-now.ts). A server component renders once per request.
 */
export function renderMoment(): number {
  return Date.now();
}
