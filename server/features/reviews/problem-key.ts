import type { PlatformId } from "@/lib/contract/platforms";
import { isOnPlatformHost } from "@/lib/contract/platforms";

/** The problems table's unique key. */
export type ProblemKey = { platform: PlatformId; externalId: string };

/** A saved link may be any of a problem's addresses, so links are matched by the platform id they carry, not letter for letter. */
export function problemKeyOf(platform: string, link: string): ProblemKey | null {
  if (platform !== "codeforces" && platform !== "leetcode" && platform !== "codechef") return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (!isOnPlatformHost(platform, url)) return null;
  const path = url.pathname;
  if (platform === "codeforces") {
    const m = /^\/(?:problemset\/problem|contest|gym)\/(\d+)(?:\/problem)?\/([A-Za-z]\d?)\/?$/.exec(path);
    return m ? { platform, externalId: `${m[1]}${m[2]!.toUpperCase()}` } : null;
  }
  if (platform === "leetcode") {
    const m = /^\/problems\/([a-z0-9-]+)(?:\/|$)/i.exec(path);
    return m ? { platform, externalId: m[1]!.toLowerCase() } : null;
  }
  const m = /^\/(?:[A-Za-z0-9_]+\/)?problems\/([A-Za-z0-9_]+)\/?$/.exec(path);
  return m ? { platform, externalId: decodeURIComponent(m[1]!).toUpperCase() } : null;
}

export const keyString = (k: ProblemKey) => `${k.platform}:${k.externalId}`;
