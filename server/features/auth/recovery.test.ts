import { count, eq } from "drizzle-orm";
import { authTokens, sessions, users } from "../../db/schema";
import type { Mail } from "../../mail/mailer";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { hashToken } from "./sessions";
import { HOUR } from "@/lib/time";

const api = apiHarnessPerFile({ APP_URL: "https://ladder.example" });

const later = (ms: number) => {
  api.h.clock.now = new Date(api.h.clock.now.getTime() + ms);
};

/** The next mail to `to` whose link opens `page` (sign-up's verification mail may come first). */
async function nextLink(to: string, page: "/reset-password" | "/verify-email"): Promise<{ mail: Mail; token: string }> {
  for (;;) {
    const mail = await api.h.mail.next(to);
    const url = new URL(mail.link);
    if (url.pathname === page) return { mail, token: url.searchParams.get("token")! };
  }
}

const forgot = (email: string, ip = "198.51.100.1") => api.http.post("/auth/forgot-password", { email }, { ip });
const reset = (token: string, newPassword = "a brand new password") => api.http.post("/auth/reset-password", { token, newPassword });
const signin = (identifier: string, password: string) => api.http.post("/auth/signin", { identifier, password }, { ip: "192.0.2.1" });
const profileStatus = async (token: string) => (await api.http.get("/profile/getProfileData", { token })).status;
const tamper = (token: string) => `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;

describe("email verification", () => {
  it("sign-up mails a single-use link to /verify-email that marks the email verified", async () => {
    const u = await signUpAndIn(api.h.app);
    const { mail, token } = await nextLink(u.email, "/verify-email");
    expect(mail.link).toBe(`https://ladder.example/verify-email?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(mail.link);
    expect((await api.http.get("/profile/getProfileData", { token: u.token })).body.profileData.personal.emailVerified).toBe(false);

    const ok = await api.http.post("/auth/verify-email", { token });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    expect((await api.http.get("/profile/getProfileData", { token: u.token })).body.profileData.personal.emailVerified).toBe(true);

    const again = await api.http.post("/auth/verify-email", { token });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe("token_used");
  });

  it("stores only the SHA-256 of a token", async () => {
    const u = await signUpAndIn(api.h.app);
    const { token } = await nextLink(u.email, "/verify-email");
    const rows = await api.h.database.db.select().from(authTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("works for 24 hours and not after", async () => {
    const early = await signUpAndIn(api.h.app);
    const late = await signUpAndIn(api.h.app);
    const a = await nextLink(early.email, "/verify-email");
    const b = await nextLink(late.email, "/verify-email");
    later(24 * HOUR - 60_000);
    expect((await api.http.post("/auth/verify-email", { token: a.token })).status).toBe(200);
    later(2 * 60_000);
    const expired = await api.http.post("/auth/verify-email", { token: b.token });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: "token_expired", message: "This link has expired. Ask for a new one." });
    expect((await api.http.get("/profile/getProfileData", { token: late.token })).body.profileData.personal.emailVerified).toBe(false);
  });

  it.each([
    ["an altered token", (t: string) => tamper(t)],
    ["a shortened token", (t: string) => t.slice(0, -1)],
    ["a made-up token", () => "A".repeat(43)],
    ["a token with spaces in it", (t: string) => `${t.slice(0, 5)} ${t.slice(5)}`],
  ])("answers 404 token_invalid to %s and verifies nothing", async (_label, change) => {
    const u = await signUpAndIn(api.h.app);
    const { token } = await nextLink(u.email, "/verify-email");
    const res = await api.http.post("/auth/verify-email", { token: change(token) });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("token_invalid");
    expect((await api.http.post("/auth/verify-email", { token })).status).toBe(200);
  });

  it("does not take a reset link for a verification link, or the other way round", async () => {
    const u = await signUpAndIn(api.h.app);
    const verify = await nextLink(u.email, "/verify-email");
    await forgot(u.email);
    const resetLink = await nextLink(u.email, "/reset-password");
    expect((await api.http.post("/auth/verify-email", { token: resetLink.token })).body.code).toBe("token_invalid");
    expect((await reset(verify.token)).body.code).toBe("token_invalid");
  });

  it("sends the mail again on request to a signed-in user, at most 5 times an hour", async () => {
    const u = await signUpAndIn(api.h.app);
    await nextLink(u.email, "/verify-email");
    expect((await api.http.post("/auth/send-verification")).status).toBe(401);
    for (let i = 0; i < 5; i += 1) {
      const res = await api.http.post("/auth/send-verification", undefined, { token: u.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, alreadyVerified: false });
    }
    const limited = await api.http.post("/auth/send-verification", undefined, { token: u.token });
    expect(limited.status).toBe(429);
    const { token } = await nextLink(u.email, "/verify-email");
    expect((await api.http.post("/auth/verify-email", { token })).status).toBe(200);
    const done = await api.http.post("/auth/send-verification", undefined, { token: u.token });
    expect(done.body).toMatchObject({ success: true, alreadyVerified: true });
  });
});

describe("POST /auth/forgot-password", () => {
  it("gives a known and an unknown email the very same answer, and mails only the account", async () => {
    const u = await signUpAndIn(api.h.app);
    await nextLink(u.email, "/verify-email");
    const unknown = await forgot("nobody@example.com", "198.51.100.2");
    const known = await forgot(u.email.toUpperCase(), "198.51.100.3");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    const { mail } = await nextLink(u.email, "/reset-password");
    expect(mail.link).toMatch(/^https:\/\/ladder\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(api.h.mail.sent.filter((m) => m.to === "nobody@example.com")).toEqual([]);
  });

  it("limits each email to 5 an hour from any address, known or not, alike", async () => {
    const u = await signUpAndIn(api.h.app);
    for (const email of [u.email, "ghost@example.com"]) {
      for (let i = 0; i < 5; i += 1) expect((await forgot(email, `203.0.113.${i}`)).status).toBe(200);
      const limited = await forgot(email, "203.0.113.99");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    }
    later(HOUR + 1000);
    expect((await forgot(u.email, "203.0.113.50")).status).toBe(200);
  });

  it("limits each address to 5 an hour across emails", async () => {
    for (let i = 0; i < 5; i += 1) expect((await forgot(`someone${i}@example.com`, "203.0.113.7")).status).toBe(200);
    expect((await forgot("another@example.com", "203.0.113.7")).status).toBe(429);
    expect((await forgot("another@example.com", "203.0.113.8")).status).toBe(200);
  });

  it("answers 422 to a malformed email and mails nothing", async () => {
    const res = await forgot("not-an-email");
    expect(res.status).toBe(422);
    expect(res.body.issues).toHaveProperty("email");
    expect(api.h.mail.sent).toEqual([]);
  });
});

describe("POST /auth/reset-password", () => {
  it("sets the new password, signs the account out everywhere and works once", async () => {
    const u = await signUpAndIn(api.h.app);
    const other = await signin(u.email, u.password);
    await forgot(u.email);
    const { token } = await nextLink(u.email, "/reset-password");

    const res = await reset(token, "a brand new password");
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await profileStatus(u.token)).toBe(401);
    expect(await profileStatus(other.body.token)).toBe(401);
    expect((await api.h.database.db.select({ n: count() }).from(sessions))[0]!.n).toBe(0);
    expect((await signin(u.email, u.password)).status).toBe(401);
    const fresh = await signin(u.email, "a brand new password");
    expect(fresh.status).toBe(200);
    // The mailed link proved the mailbox is theirs.
    expect((await api.http.get("/profile/getProfileData", { token: fresh.body.token })).body.profileData.personal.emailVerified).toBe(true);

    const reuse = await reset(token, "yet another password");
    expect(reuse.status).toBe(410);
    expect(reuse.body.code).toBe("token_used");
    expect((await signin(u.email, "a brand new password")).status).toBe(200);
  });

  it("expires after 1 hour, changing nothing", async () => {
    const u = await signUpAndIn(api.h.app);
    await forgot(u.email);
    const { token } = await nextLink(u.email, "/reset-password");
    later(HOUR + 1000);
    const res = await reset(token);
    expect(res.status).toBe(410);
    expect(res.body.code).toBe("token_expired");
    expect(await profileStatus(u.token)).toBe(200);
    expect((await signin(u.email, u.password)).status).toBe(200);
  });

  it("still works just before the hour is up", async () => {
    const u = await signUpAndIn(api.h.app);
    await forgot(u.email);
    const { token } = await nextLink(u.email, "/reset-password");
    later(HOUR - 60_000);
    expect((await reset(token)).status).toBe(200);
  });

  it("refuses an altered token with 404, changing nothing", async () => {
    const u = await signUpAndIn(api.h.app);
    await forgot(u.email);
    const { token } = await nextLink(u.email, "/reset-password");
    const res = await reset(tamper(token));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("token_invalid");
    expect(await profileStatus(u.token)).toBe(200);
    expect((await reset(token)).status).toBe(200);
  });

  it("ends the account's other reset links once one is used", async () => {
    const u = await signUpAndIn(api.h.app);
    await forgot(u.email);
    const first = await nextLink(u.email, "/reset-password");
    await forgot(u.email);
    const second = await nextLink(u.email, "/reset-password");
    expect((await reset(second.token)).status).toBe(200);
    expect((await reset(first.token)).body.code).toBe("token_used");
  });

  it("checks the new password like sign-up does and keeps the link usable", async () => {
    const u = await signUpAndIn(api.h.app);
    await forgot(u.email);
    const { token } = await nextLink(u.email, "/reset-password");
    const weak = await reset(token, "short");
    expect(weak.status).toBe(422);
    expect(weak.body.issues).toHaveProperty("newPassword");
    expect(await profileStatus(u.token)).toBe(200);
    expect((await reset(token)).status).toBe(200);
  });

  it("never puts the token or the password in its answer", async () => {
    const u = await signUpAndIn(api.h.app);
    await forgot(u.email);
    const { token } = await nextLink(u.email, "/reset-password");
    const res = await reset(token, "secret-new-password");
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(token);
    expect(text).not.toContain("secret-new-password");
    const [row] = await api.h.database.db.select().from(users).where(eq(users.email, u.email));
    expect(row!.passwordHash).not.toContain("secret-new-password");
  });
});
