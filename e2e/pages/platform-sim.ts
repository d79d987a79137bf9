import { SIM_URL } from "../../playwright.config";

type PlatformId = "leetcode" | "codeforces" | "codechef";
export type SimFault = {
  platform: PlatformId;
  kind: "rate_limit" | "http_503" | "cloudflare_html" | "malformed_json" | "slow";
  handle?: string;
  count?: number;
};

/** Handles the simulated platforms know, without the special unrated_/empty_ accounts. */
async function simHandles(): Promise<Record<PlatformId, string[]>> {
  const all = (await (await fetch(`${SIM_URL}/__sim/handles`)).json()) as Record<PlatformId, string[]>;
  const usable = (list: string[] = []) => list.filter((h) => !/^(unrated|empty)_/.test(h));
  return { leetcode: usable(all.leetcode), codeforces: usable(all.codeforces), codechef: usable(all.codechef) };
}

async function codeforcesContests(handle: string): Promise<number> {
  const body = (await (await fetch(`${SIM_URL}/codeforces/api/user.rating?handle=${encodeURIComponent(handle)}`)).json()) as {
    result?: unknown[];
  };
  return body.result?.length ?? 0;
}

async function leetcodeContests(handle: string): Promise<number> {
  const res = await fetch(`${SIM_URL}/leetcode/graphql`, {
    method: "POST",
    // LeetCode refuses a POST without a Referer, and so does its stand-in.
    headers: { "content-type": "application/json", referer: "https://leetcode.com" },
    body: JSON.stringify({
      operationName: "userContestRankingInfo",
      query: "query userContestRankingInfo($username: String!) { userContestRanking(username: $username) { attendedContestsCount } }",
      variables: { username: handle },
    }),
  });
  const body = (await res.json()) as { data?: { userContestRanking: { attendedContestsCount: number } | null } };
  return body.data?.userContestRanking?.attendedContestsCount ?? 0;
}

const CONTESTS: Partial<Record<PlatformId, (handle: string) => Promise<number>>> = {
  codeforces: codeforcesContests,
  leetcode: leetcodeContests,
};

/** A handle no seeded user has, from the list's end (the seed takes about 42); skips the network spec's third Codeforces one. */
export async function unclaimedHandle(platform: PlatformId, { nth = 0, withContests = false } = {}): Promise<string> {
  const pool = (await simHandles())[platform];
  if (pool.length < 50) throw new Error(`the simulator lists too few ${platform} handles (${pool.length})`);
  let found = -1;
  for (let i = pool.length - 1; i >= 45; i--) {
    const handle = pool[i]!;
    if (platform === "codeforces" && i === pool.length - 3) continue;
    const contests = CONTESTS[platform];
    if (withContests && contests && (await contests(handle)) === 0) continue;
    if (++found === nth) return handle;
  }
  throw new Error(`no unclaimed ${platform} handle${withContests ? " with contests" : ""} (nth ${nth})`);
}

/** Makes a simulated platform misbehave; a fault with `count` wears off by itself after that many calls. */
export async function addSimFault(fault: SimFault) {
  const res = await fetch(`${SIM_URL}/__sim/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
  if (res.status !== 201) throw new Error(`the simulator refused the fault (${res.status}): ${await res.text()}`);
}
