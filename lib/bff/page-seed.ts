import "server-only";
import { cookies, headers } from "next/headers";
import type { QueryKey } from "@tanstack/react-query";
import type { ApiPath } from "@/lib/client/api";
import { apiKey, type SeedEntry } from "@/lib/client/query-client";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/client/time-zone";
import type { RouteResponse } from "@/lib/contract/routes";
import { apiTokenOf } from "./api-token";
import { serverRead } from "./server-read";

/** Shorter than the profile's limit, since the page is usable without its data. */
export const PAGE_DATA_TIMEOUT_MS = 1000;

/** The router's `RSC` header is hidden from the page, so a router fetch is told by Fetch Metadata (`Sec-Fetch-Dest: empty`); a client sending none counts as a document load. */
export function isDocumentRequest(headerList: Pick<Headers, "get">): boolean {
  const dest = headerList.get("sec-fetch-dest");
  return dest === null || dest === "document";
}

/** Undefined on a navigation inside the app, where the browser's cache usually holds the data already. */
export async function pageSeedToken(): Promise<string | undefined> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  if (!isDocumentRequest(headerList)) return undefined;
  return apiTokenOf({ cookies: cookieStore, headers: headerList });
}

/** Undefined on a first visit, before the browser has told us. */
export async function cookieTimeZone(): Promise<string | undefined> {
  return timeZoneFromCookie((await cookies()).get(TIME_ZONE_COOKIE)?.value);
}

export interface SeedRead {
  entry(apiToken: string): Promise<SeedEntry | undefined>;
}

/** Keyed and selected as the browser's hook for it reads it; undefined when it failed or was slow. */
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

/** Keyed as the browser's hooks read them (components/providers/seed-queries.tsx); a failed or slow read is left for the browser. */
export async function seedReads(reads: readonly (ApiPath<"GET"> | SeedRead)[]): Promise<SeedEntry[]> {
  const apiToken = await pageSeedToken();
  if (!apiToken) return [];
  const entries = await Promise.all(reads.map((read) => (typeof read === "string" ? seedRead(read) : read).entry(apiToken)));
  return entries.filter((entry) => entry !== undefined);
}

/** The browser's first render reuses this moment so clock-relative text agrees (lib/hooks/use-now.ts). */
export function renderMoment(): number {
  return Date.now();
}
