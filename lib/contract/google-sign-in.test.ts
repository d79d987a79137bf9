import { googleFullName, googleUserName } from "./google-sign-in";
import { userNameSchema } from "./auth";

describe("googleUserName (docs/behaviour.md §3: the first word of the display name, lower-cased)", () => {
  it.each([
    ["Ada Lovelace", "ada@example.com", "ada"],
    ["  GRACE   Brewster Hopper ", "g@example.com", "grace"],
    ["José Álvarez", "j@example.com", "jose"],
    ["Søren Kierkegaard", "s@example.com", "sren"],
    ["Li Wei", "li.wei@example.com", "li.wei"],
    ["李 小龍", "bruce@example.com", "bruce"],
    ["", "x@example.com", "x00"],
    ["Q", "q@example.com", "q00"],
    ["Maximilian-Alexander-Friedrich-Wilhelm", "m@example.com", "maximilian-alexander-friedrich"],
  ])("%j with %s → %s", (name, email, expected) => {
    const userName = googleUserName(name, email);
    expect(userName).toBe(expected);
    expect(userNameSchema.safeParse(userName).success).toBe(true);
  });
});

describe("googleFullName", () => {
  it("keeps the display name, cut to 80 characters, and falls back to the email's name", () => {
    expect(googleFullName("Ada Lovelace", "ada@example.com")).toBe("Ada Lovelace");
    expect(googleFullName("x".repeat(100), "a@example.com")).toHaveLength(80);
    expect(googleFullName(undefined, "ada@example.com")).toBe("ada");
    expect(googleFullName("   ", "ada@example.com")).toBe("ada");
  });
});
