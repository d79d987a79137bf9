import type { NetworkUser } from "@/lib/contract/network";
import {
  connectionCount,
  filterPeople,
  initialOf,
  matchesNetworkFilter,
  platformsOf,
  putBack,
  ratingDisplay,
  truncateHandle,
} from "./filters";

const person = (over: Partial<NetworkUser> = {}): NetworkUser => ({
  id: "u1",
  kind: "user",
  fullName: "Ada Lovelace",
  userName: "ada_l",
  handles: { leetcode: "ada_lc", codeforces: "AdaCF", codechef: "" },
  ratings: { codeforces: 1650 },
  ...over,
});

describe("truncateHandle", () => {
  it("keeps a handle of 19 characters whole", () => {
    expect(truncateHandle("a".repeat(19))).toBe("a".repeat(19));
  });
  it("shows 18 characters and an ellipsis from 20 characters on", () => {
    expect(truncateHandle("b".repeat(20))).toBe(`${"b".repeat(18)}…`);
    expect(truncateHandle("abcdefghijklmnopqrstu")).toBe("abcdefghijklmnopqr…");
  });
  it("leaves short and empty handles alone", () => {
    expect(truncateHandle("tourist")).toBe("tourist");
    expect(truncateHandle("")).toBe("");
  });
});

describe("matchesNetworkFilter", () => {
  it("matches name, username or any handle, ignoring case and surrounding spaces", () => {
    expect(matchesNetworkFilter(person(), { query: "LOVE", platform: "all" })).toBe(true);
    expect(matchesNetworkFilter(person(), { query: " ada_L ", platform: "all" })).toBe(true);
    expect(matchesNetworkFilter(person(), { query: "adacf", platform: "all" })).toBe(true);
    expect(matchesNetworkFilter(person(), { query: "_lc", platform: "all" })).toBe(true);
    expect(matchesNetworkFilter(person(), { query: "turing", platform: "all" })).toBe(false);
  });
  it("an empty query matches everyone", () => {
    expect(matchesNetworkFilter(person(), { query: "  ", platform: "all" })).toBe(true);
  });
  it("a platform keeps only people with a handle there, and searches that platform's handle", () => {
    expect(matchesNetworkFilter(person(), { query: "", platform: "codechef" })).toBe(false);
    expect(matchesNetworkFilter(person(), { query: "", platform: "codeforces" })).toBe(true);
    expect(matchesNetworkFilter(person(), { query: "adacf", platform: "codeforces" })).toBe(true);
    expect(matchesNetworkFilter(person(), { query: "_lc", platform: "codeforces" })).toBe(false);
    expect(matchesNetworkFilter(person(), { query: "ada", platform: "leetcode" })).toBe(true);
  });
  it("filterPeople keeps the order", () => {
    const list = [
      person({ id: "a", fullName: "Mei Okafor" }),
      person({ id: "b", fullName: "Meiko Tan" }),
      person({ id: "c", fullName: "Bo" }),
    ];
    expect(filterPeople(list, { query: "mei", platform: "all" }).map((p) => p.id)).toEqual(["a", "b"]);
  });
});

describe("ratingDisplay", () => {
  it("shows the rating (its colour comes from the platform's tiers)", () => {
    expect(ratingDisplay(person(), "codeforces")).toEqual({ kind: "rating", rating: 1650 });
    expect(ratingDisplay(person({ ratings: { codeforces: 1199 } }), "codeforces")).toEqual({ kind: "rating", rating: 1199 });
  });
  it("is 'Unrated' with a handle and no rating, 'NA' without a handle", () => {
    expect(ratingDisplay(person(), "leetcode")).toEqual({ kind: "unrated" });
    expect(ratingDisplay(person(), "codechef")).toEqual({ kind: "none" });
  });
  it("is 'Syncing' for a handle whose account has not been synced yet, never 'Unrated'", () => {
    expect(ratingDisplay(person({ syncing: ["leetcode"] }), "leetcode")).toEqual({ kind: "syncing" });
    // A rating known wins; no handle stays 'NA'.
    expect(ratingDisplay(person({ syncing: ["codeforces"] }), "codeforces")).toEqual({ kind: "rating", rating: 1650 });
    expect(ratingDisplay(person({ syncing: ["codechef"] }), "codechef")).toEqual({ kind: "none" });
  });
});

describe("platformsOf", () => {
  it("lists every platform for a user and only its own for a bare handle", () => {
    expect(platformsOf(person())).toEqual(["codeforces", "leetcode", "codechef"]);
    expect(platformsOf(person({ kind: "account", handles: { leetcode: "", codeforces: "tourist", codechef: "" } }))).toEqual([
      "codeforces",
    ]);
  });
});

describe("small helpers", () => {
  it("initialOf takes the first letter", () => {
    expect(initialOf("ada")).toBe("A");
    expect(initialOf("  ")).toBe("?");
  });
  it("connectionCount says connection or connections", () => {
    expect(connectionCount(0)).toBe("0 connections");
    expect(connectionCount(1)).toBe("1 connection");
    expect(connectionCount(26)).toBe("26 connections");
  });
  it("putBack restores a removed person at their place, once", () => {
    const a = { id: "a" };
    const b = { id: "b" };
    const c = { id: "c" };
    expect(putBack([a, c], b, 1)).toEqual([a, b, c]);
    expect(putBack([a], b, 5)).toEqual([a, b]);
    expect(putBack([a, b], b, 0)).toEqual([a, b]);
    expect(putBack([a], b, -1)).toEqual([a, b]);
  });
});
