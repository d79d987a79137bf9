import { gateDecision, safeNextPath } from "./gate";

describe("gateDecision (docs/behaviour.md §2)", () => {
  it.each([
    "/dashboard",
    "/smartsheet",
    "/train",
    "/profile",
    "/contests",
    "/network",
    "/stumbles",
    "/concepts",
    "/contests/x",
    "/virtual",
    "/virtual/x",
    "/clubs",
    "/clubs/x",
  ])("sends a signed-out visitor on %s to /login, remembering the way back", (path) => {
    expect(gateDecision(path, "?a=1", false)).toEqual({ action: "redirect", to: `/login?next=${encodeURIComponent(path + "?a=1")}` });
  });

  it.each(["/login", "/register"])("sends a signed-in user on %s to /dashboard", (path) => {
    expect(gateDecision(path, "", true)).toEqual({ action: "redirect", to: "/dashboard" });
  });

  it.each([
    ["/", false],
    ["/", true],
    ["/login", false],
    ["/register", false],
    ["/dashboard", true],
    ["/about", false],
    ["/profiles", false],
  ] as const)("allows %s (signed in: %s)", (path, signedIn) => {
    expect(gateDecision(path, "", signedIn)).toEqual({ action: "allow" });
  });
});

describe("safeNextPath", () => {
  it.each([
    ["/contests?x=1", "/contests?x=1"],
    ["/profile#handles", "/profile#handles"],
    [null, "/dashboard"],
    ["", "/dashboard"],
    ["https://evil.example", "/dashboard"],
    ["//evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  const nextOf = (query: string) => new URLSearchParams(query).get("next");

  it.each([
    "next=/%09/evil.example",
    "next=/%0A/evil.example",
    "next=/%0D/evil.example",
    "next=/%09%5Cevil.example",
    "next=%2F%2Fevil.example",
    "next=/%5Cevil.example",
    "next=%5C%5Cevil.example",
    "next=https://evil.example/dashboard",
    "next=http:evil.example",
    "next=javascript:alert(1)",
    "next=/%00/evil.example",
    "next=//evil.example/%2e%2e",
    "next=/%09%09/evil.example",
    "next=%20//evil.example",
  ])("never leaves the site for /login?%s", (query) => {
    const target = safeNextPath(nextOf(query));
    expect(target).toBe("/dashboard");
    expect(new URL(target, "http://localhost:3000").origin).toBe("http://localhost:3000");
  });

  it("keeps an ordinary way back, query and all", () => {
    expect(safeNextPath(nextOf(`next=${encodeURIComponent("/smartsheet?page=2&q=dp")}`))).toBe("/smartsheet?page=2&q=dp");
    expect(safeNextPath(nextOf(`next=${encodeURIComponent("/smartsheet?q=a\\b")}`))).toBe("/smartsheet?q=a\\b");
  });
});
