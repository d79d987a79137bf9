import type { RoutePath } from "@/lib/contract/routes";
import type { Hints } from "./fuzz-valid";
import { signUpAndIn } from "./harness";

type App = Parameters<typeof signUpAndIn>[0];
type Platform = "codeforces" | "leetcode" | "codechef";

/** Read through the API before each request and made again where gone, so a generated request can name what the user owns. */
type Known = {
  stumbles: string[];
  concepts: string[];
  favorites: string[];
  followed: string[];
  contests: string[];
  offers: number[];
  handles: boolean[];
};
type Need = keyof Known;

type RouteWorld = {
  needs?: Need[];
  hints?: (known: Known) => Hints;
  /** A list position that matches the id beside it. */
  fix?: (value: unknown, known: Known) => unknown;
};

const PROBLEM_LINKS = [
  "https://codeforces.com/contest/1500/problem/C",
  "https://codeforces.com/problemset/problem/4/A",
  "https://leetcode.com/problems/two-sum/",
  "https://leetcode.com/problems/median-of-two-sorted-arrays/",
  "https://www.codechef.com/problems/FLOW001",
];

const USER = { userName: "fuzzer", email: "fuzzer@example.com", password: "fuzzing-password" };
const OTHER = { userName: "other_person", email: "other@example.com", password: "other-password" };

const atItsIndex = (list: (k: Known) => string[]) => (value: unknown, known: Known) => {
  const v = value as { index?: unknown; id?: unknown };
  const at = typeof v.id === "string" ? list(known).indexOf(v.id) : -1;
  return at >= 0 ? { ...v, index: at } : value;
};

export function fuzzWorld(app: () => App, handles: (platform: Platform) => string[]) {
  const known: Known = { stumbles: [], concepts: [], favorites: [], followed: [], contests: [], offers: [], handles: [] };
  let me: { token: string; id: string };
  let other: { token: string; id: string };

  const call = async (token: string, method: "GET" | "POST", path: string, body?: unknown) => {
    const res = await app().request(path, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const get = <T>(path: string, key: string) => call(me.token, "GET", path).then((b) => (b[key] ?? []) as T[]);
  const soon = () => new Date(Date.now() + 60 * 60_000).toISOString();

  const readers: Record<Need, () => Promise<void>> = {
    stumbles: async () => {
      known.stumbles = (await get<{ id: string }>("/saved/stumbles/get", "allStumbles")).map((s) => s.id);
      if (known.stumbles.length) return;
      await call(me.token, "POST", "/saved/stumbles/add", { name: "Two sum", summary: "Hash map", platform: "leetcode" });
      known.stumbles = (await get<{ id: string }>("/saved/stumbles/get", "allStumbles")).map((s) => s.id);
    },
    concepts: async () => {
      known.concepts = (await get<{ id: string }>("/saved/concepts/get", "allConcepts")).map((c) => c.id);
      if (known.concepts.length) return;
      await call(me.token, "POST", "/saved/concepts/add", { title: "Stacks" });
      known.concepts = (await get<{ id: string }>("/saved/concepts/get", "allConcepts")).map((c) => c.id);
    },
    favorites: async () => {
      known.favorites = (await get<{ url: string }>("/contests/favorites/get", "favorites")).map((f) => f.url);
      if (known.favorites.length) return;
      const url = "https://codeforces.com/contest/1";
      await call(me.token, "POST", "/contests/favorites/add", { name: "Round 1", url, platform: "codeforces" });
      known.favorites = [url];
    },
    followed: async () => {
      const network = await get<{ id: string; kind: string }>("/fetch/network", "networkData");
      known.followed = network.filter((p) => p.kind === "user").map((p) => p.id);
      if (known.followed.includes(other.id)) return;
      await call(me.token, "POST", "/friends/toggleFriend", { friend_id: other.id });
      known.followed.push(other.id);
    },
    contests: async () => {
      const read = async () => {
        const list = await call(me.token, "GET", "/virtual/list");
        return ["created", "invited", "accepted", "past"].flatMap((k) => (list[k] ?? []) as Array<{ id: string }>).map((c) => c.id);
      };
      known.contests = await read();
      if (known.contests.length) return;
      // Both users follow each other from the seed.
      const contest = {
        mode: "normal",
        startAt: soon(),
        durationMinutes: 60,
        problems: [{ url: "https://codeforces.com/contest/1500/problem/C" }],
      };
      await call(other.token, "POST", "/virtual/create", { ...contest, title: "Invited", participants: [me.id] });
      await call(me.token, "POST", "/virtual/create", { ...contest, title: "Mine", participants: [other.id] });
      known.contests = await read();
    },
    handles: async () => {
      const profile = (await call(me.token, "GET", "/profile/getProfileData")).profileData as
        { handles?: Record<string, string> } | undefined;
      known.handles = Object.values(profile?.handles ?? {}).map(Boolean);
      if (known.handles.length && known.handles.every(Boolean)) return;
      const first = { codeforces: handles("codeforces")[0], leetcode: handles("leetcode")[0], codechef: handles("codechef")[0] };
      await call(me.token, "POST", "/profile/updateHandles", first);
      known.handles = [true, true, true];
    },
    offers: async () => {
      known.offers = (await get<{ problemId: number }>("/reviews/offers", "offers")).map((o) => o.problemId);
    },
  };

  const everyHandle = () => [...handles("codeforces").slice(0, 3), ...handles("leetcode").slice(0, 3), ...handles("codechef").slice(0, 3)];

  const ROUTES: Partial<Record<RoutePath, RouteWorld>> = {
    "/auth/signup": { hints: () => ({ email: () => [USER.email] }) },
    "/auth/signin": { hints: () => ({ identifier: () => [USER.userName, USER.email], password: () => [USER.password] }) },
    "/auth/forgot-password": { hints: () => ({ email: () => [USER.email] }) },
    "/profile/sync": { needs: ["handles"] },
    "/profile/verification/start": { needs: ["handles"] },
    "/profile/verification/check": { needs: ["handles"] },
    "/profile/updateHandles": {
      hints: () => ({ codeforces: () => handles("codeforces"), leetcode: () => handles("leetcode"), codechef: () => handles("codechef") }),
    },
    "/verification/codeforces": { hints: () => ({ handle: () => handles("codeforces") }) },
    "/fetch/searchUser": { hints: () => ({ searchQuery: () => [OTHER.userName, "other", ...everyHandle()] }) },
    "/friends/toggleFriend": { needs: ["followed"], hints: () => ({ friend_id: () => [other.id] }) },
    "/saved/stumbles/remove": { needs: ["stumbles"], hints: (k) => ({ id: () => k.stumbles }), fix: atItsIndex((k) => k.stumbles) },
    "/reviews/grade": { needs: ["stumbles"], hints: (k) => ({ stumbleId: () => k.stumbles }) },
    "/reviews/offers/accept": { needs: ["offers"], hints: (k) => ({ problemId: () => k.offers }) },
    "/reviews/offers/dismiss": { needs: ["offers"], hints: (k) => ({ problemId: () => k.offers }) },
    "/saved/concepts/edit": { needs: ["concepts"], hints: (k) => ({ id: () => k.concepts }), fix: atItsIndex((k) => k.concepts) },
    "/saved/concepts/remove": { needs: ["concepts"], hints: (k) => ({ id: () => k.concepts }), fix: atItsIndex((k) => k.concepts) },
    "/contests/favorites/remove": { needs: ["favorites"], hints: (k) => ({ url: () => k.favorites }) },
    "/virtual/create": {
      needs: ["followed"],
      hints: (k) => ({
        "participants.*": () => k.followed,
        "problems.*.url": () => PROBLEM_LINKS,
        startAt: () => [soon(), new Date(Date.now() + 5 * 60_000).toISOString()],
      }),
      // A contest's problems are different problems; the same link twice is refused before anything else.
      fix: (value) => {
        const v = value as { problems?: Array<{ url: unknown }> };
        const problems = v.problems;
        if (!Array.isArray(problems)) return value;
        return { ...v, problems: problems.filter((p, i) => problems.findIndex((q) => q.url === p.url) === i) };
      },
    },
    "/virtual/respond": { needs: ["contests"], hints: (k) => ({ contestId: () => k.contests }) },
    "/virtual/standings": { needs: ["contests"], hints: (k) => ({ contestId: () => k.contests }) },
    "/virtual/save-tricky": { needs: ["contests"], hints: (k) => ({ contestId: () => k.contests }) },
  };

  return {
    known,
    /** The fuzzing user and another user, following each other; a saved problem, a concept and a favourite. */
    async seed() {
      me = await signUpAndIn(app(), USER);
      other = await signUpAndIn(app(), OTHER);
      await call(other.token, "POST", "/friends/toggleFriend", { friend_id: me.id });
      await call(me.token, "POST", "/friends/toggleFriend", { friend_id: other.id });
      await call(me.token, "POST", "/saved/stumbles/add", { name: "Two sum", summary: "Hash map", platform: "leetcode" });
      await call(me.token, "POST", "/saved/concepts/add", { title: "Stacks" });
      await call(me.token, "POST", "/contests/favorites/add", {
        name: "Round 1",
        url: "https://codeforces.com/contest/1",
        platform: "codeforces",
      });
      return me;
    },
    /** Reads (and makes again where gone) what `path`'s requests name; before each request. */
    async refresh(path: RoutePath) {
      for (const need of ROUTES[path]?.needs ?? []) await readers[need]();
    },
    hints: (path: RoutePath): Hints => ROUTES[path]?.hints?.(known) ?? {},
    fix: (path: RoutePath) => (value: unknown) => ROUTES[path]?.fix?.(value, known) ?? value,
  };
}
