import { isNetworkSort, sortPeople } from "./sort";

const person = (id: string, fullName: string, ratings: Record<string, number> = {}, lastActiveAt: string | null = null) => ({
  id,
  fullName,
  ratings,
  lastActiveAt,
});

const people = [
  person("3", "Carol", { codeforces: 1650, leetcode: 2100 }, "2026-11-20T10:00:00Z"),
  person("1", "alice", { codeforces: 1900 }, null),
  person("2", "Bob", { leetcode: 1500 }, "2026-11-23T10:00:00Z"),
  person("4", "Alice", { codeforces: 1900 }, "2026-11-01T10:00:00Z"),
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe("sortPeople", () => {
  it("keeps the server's order when sorted by follow time", () => {
    expect(ids(sortPeople(people, "followed"))).toEqual(["3", "1", "2", "4"]);
  });

  it("sorts by one platform's rating, unrated last, ties by name then id (stable across loads)", () => {
    expect(ids(sortPeople(people, "rating:codeforces"))).toEqual(["1", "4", "3", "2"]);
    expect(ids(sortPeople(people, "rating:leetcode"))).toEqual(["3", "2", "1", "4"]);
    expect(ids(sortPeople([...people].reverse(), "rating:codeforces"))).toEqual(["1", "4", "3", "2"]);
  });

  it("sorts by recent activity, people with none last", () => {
    expect(ids(sortPeople(people, "activity"))).toEqual(["2", "3", "4", "1"]);
  });

  it("knows its options", () => {
    expect(isNetworkSort("rating:codechef")).toBe(true);
    expect(isNetworkSort("rating:atcoder")).toBe(false);
  });
});
