import { sameOriginPath } from "@/lib/gate";

/** Never throws, unlike next-auth's default, whose `new URL()` on an unparseable value ends the request in a 500. */
export function sameOriginCallback(url: string, baseUrl: string): string | undefined {
  if (url.startsWith("/")) {
    const path = sameOriginPath(url);
    return path === undefined ? undefined : `${new URL(baseUrl).origin}${path}`;
  }
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(baseUrl).origin ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
