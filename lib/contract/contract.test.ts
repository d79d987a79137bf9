import { registerFormSchema, signinSchema, signupSchema } from "./auth";
import { fieldIssues, isHttpUrl } from "./common";
import { favoriteInputSchema, isContestUrlFor } from "./favorites";
import { conceptInputSchema } from "./concepts";
import { stumbleInputSchema, stumbleStatus } from "./stumbles";

describe("auth schemas", () => {
  const ok = { fullName: " Ada ", userName: "Ada_L", email: " ADA@Example.COM ", password: "12345678" };

  it("normalises what users type: trimmed name, lower-case userName and email", () => {
    expect(signupSchema.parse(ok)).toEqual({ fullName: "Ada", userName: "ada_l", email: "ada@example.com", password: "12345678" });
  });

  it("reports each bad field by name", () => {
    const r = signupSchema.safeParse({ fullName: "", userName: "a b", email: "x", password: "short" });
    expect(r.success).toBe(false);
    expect(Object.keys(fieldIssues(r.error!)).sort()).toEqual(["email", "fullName", "password", "userName"]);
  });

  it("register form needs matching passwords", () => {
    const r = registerFormSchema.safeParse({ ...ok, confirmPassword: "123456789" });
    expect(fieldIssues(r.error!)).toEqual({ confirmPassword: ["Passwords do not match"] });
  });

  it("sign-in takes an email or a userName, case-insensitively", () => {
    expect(signinSchema.parse({ identifier: " Ada ", password: "x" }).identifier).toBe("ada");
  });
});

describe("URLs", () => {
  it.each(["https://codeforces.com/contest/1", "http://a.b"])("accepts %s", (u) => expect(isHttpUrl(u)).toBe(true));
  it.each(["javascript:alert(1)", "data:text/html,hi", "ftp://x.y", "codeforces.com", "https:example.com", ""])("rejects %s", (u) =>
    expect(isHttpUrl(u)).toBe(false),
  );

  it.each([
    ["codeforces", "https://codeforces.com/contest/2000", true],
    ["codeforces", "https://mirror.codeforces.com/contest/2000", true],
    ["codeforces", "https://codeforces.com.evil.io/contest/1", false],
    ["codechef", "https://www.codechef.com/START100", true],
    ["codechef", "https://codeforces.com/contest/1", false],
    ["leetcode", "https://leetcode.com/contest/weekly-contest-400", true],
    ["other", "https://atcoder.jp/contests/abc300", true],
    ["other", "javascript:alert(1)", false],
  ] as const)("favourite on %s: %s → %s", (platform, url, expected) => {
    expect(isContestUrlFor(platform, url)).toBe(expected);
  });

  it("favourite errors use the product's toast texts", () => {
    const r = favoriteInputSchema.safeParse({ name: "  ", url: "https://codechef.com/x", platform: "codeforces" });
    expect(fieldIssues(r.error!)).toEqual({
      name: ["Please enter valid name of contest"],
      url: ["Please enter valid url of contest"],
    });
  });
});

describe("collections", () => {
  it("stumble status is solved exactly when the solution link is non-blank", () => {
    expect(stumbleStatus("https://x.y/s")).toBe("solved");
    expect(stumbleStatus("   ")).toBe("unsolved");
  });

  it("stumble limits: name 50 passes, 51 fails", () => {
    const base = { name: "n".repeat(50), summary: "s", platform: "other" };
    expect(stumbleInputSchema.safeParse(base).success).toBe(true);
    expect(stumbleInputSchema.safeParse({ ...base, name: "n".repeat(51) }).success).toBe(false);
  });

  it("note links: blanks dropped, others must be http(s)", () => {
    const parsed = conceptInputSchema.parse({ title: " Graphs ", problemLinks: ["", " https://cses.fi/problemset/task/1666 ", "  "] });
    expect(parsed.title).toBe("Graphs");
    expect(parsed.problemLinks).toEqual(["https://cses.fi/problemset/task/1666"]);
    expect(conceptInputSchema.safeParse({ title: "x", problemLinks: ["javascript:alert(1)"] }).success).toBe(false);
    expect(conceptInputSchema.safeParse({ title: "   " }).success).toBe(false);
  });
});
