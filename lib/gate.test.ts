import { gateDecision, safeNextPath } from "./gate";

describe("gateDecision (spec §2)", () => {
  it.each(["/dashboard", "/smartsheet", "/profile", "/contests", "/network", "/stumbles", "/concepts", "/contests/x"])(
    "sends a signed-out visitor on %s to /login, remembering the way back",
    (path) => {
      expect(gateDecision(path, "?a=1", false)).toEqual({ action: "redirect", to: `/login?next=${encodeURIComponent(path + "?a=1")}` });
    },
  );

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
    [null, "/dashboard"],
    ["https://evil.example", "/dashboard"],
    ["//evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
