import "server-only";
import { cookies, headers } from "next/headers";
import { apiTokenOf } from "./api-token";

/**
 * How long a page waits for its own data on the server before it renders without it (the browser
 * then reads it, as before): shorter than the profile's limit, since the page is usable without it.
 */
export const PAGE_DATA_TIMEOUT_MS = 1000;

/**
 * The API session to read a page's first data with while rendering it on the server, or undefined
 * when the page should not: no session, or a navigation inside the app (an RSC request), where the
 * browser's cache usually holds the data already and the page should not wait for the API.
 */
export async function pageSeedToken(): Promise<string | undefined> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  if (headerList.get("rsc") === "1") return undefined;
  return apiTokenOf({ cookies: cookieStore, headers: headerList });
}
