import { count } from "drizzle-orm";
import { rateLimits, sessions, users } from "../../db/schema";
import { signUpAndIn, apiHarnessPerFile } from "../../test/harness";

const api = apiHarnessPerFile();

const valid = { fullName: "Ada Lovelace", userName: "ada", email: "Ada@Example.com", password: "analytical-engine" };
const userCount = async () => (await api.h.database.db.select({ n: count() }).from(users))[0]!.n;
const sessionCount = async () => (await api.h.database.db.select({ n: count() }).from(sessions))[0]!.n;

describe("POST /auth/signup", () => {
  it("creates the account with the email lower-cased", async () => {
    const res = await api.http.post("/auth/signup", valid);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const signin = await api.http.post("/auth/signin", { identifier: "ada@example.com", password: valid.password });
    expect(signin.status).toBe(200);
    expect(signin.body.user).toMatchObject({ email: "ada@example.com", userName: "ada", fullName: "Ada Lovelace" });
  });

  it.each([
    ["a taken email in another case", { userName: "other", email: "ADA@example.com" }],
    ["a taken userName", { email: "else@example.com" }],
  ])("answers 409 for %s without naming the owner", async (_label, change) => {
    await api.http.post("/auth/signup", valid);
    const res = await api.http.post("/auth/signup", { ...valid, ...change });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("That email or username is already registered");
    expect(JSON.stringify(res.body)).not.toContain("Ada Lovelace");
    expect(await userCount()).toBe(1);
  });

  it.each([
    ["userName too short", { userName: "ab" }, "userName"],
    ["userName 31 characters", { userName: "a".repeat(31) }, "userName"],
    ["userName with spaces", { userName: "ada l" }, "userName"],
    ["userName SQL-looking", { userName: "x'; drop table users;--" }, "userName"],
    ["password 7 characters", { password: "1234567" }, "password"],
    ["password 129 characters", { password: "p".repeat(129) }, "password"],
    ["email malformed", { email: "not-an-email" }, "email"],
    ["fullName missing", { fullName: undefined }, "fullName"],
    ["fullName wrong type", { fullName: 42 }, "fullName"],
    ["fullName 81 characters", { fullName: "n".repeat(81) }, "fullName"],
  ])("rejects %s with 422 and a field issue, storing nothing", async (_label, change, field) => {
    const res = await api.http.post("/auth/signup", { ...valid, ...change });
    expect(res.status).toBe(422);
    expect(res.body.issues).toHaveProperty(field);
    expect(await userCount()).toBe(0);
  });

  it("accepts limits exactly: userName of 30, password of 8 and of 128, unicode names", async () => {
    expect((await api.http.post("/auth/signup", { ...valid, userName: "a".repeat(30), password: "12345678" })).status).toBe(201);
    const res = await api.http.post("/auth/signup", {
      fullName: "Łukasz 李 Ørsted",
      userName: "lukasz.o-1",
      email: "l@example.com",
      password: "p".repeat(128),
    });
    expect(res.status).toBe(201);
    expect(await userCount()).toBe(2);
  });

  it("answers 422 to malformed JSON and 415 to a non-JSON body", async () => {
    const malformed = await api.http.post("/auth/signup", "{not json", { headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(422);
    const form = await api.http.post("/auth/signup", "a=b", { headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect(await userCount()).toBe(0);
  });

  it("answers 413 to a 1 MB body", async () => {
    const res = await api.http.post("/auth/signup", { ...valid, fullName: "x".repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await userCount()).toBe(0);
  });

  it("limits sign-ups to 20 an hour per address", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await api.http.post("/auth/signup", { ...valid, userName: `u${i}x`, email: `u${i}@example.com` }, { ip: "203.0.113.9" });
      expect(res.status).toBe(201);
    }
    const blocked = await api.http.post("/auth/signup", { ...valid, userName: "late", email: "late@example.com" }, { ip: "203.0.113.9" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api.http.post("/auth/signup", valid, { ip: "203.0.113.10" })).status).toBe(201);
    api.h.clock.now = new Date(api.h.clock.now.getTime() + 61 * 60_000);
    expect(
      (await api.http.post("/auth/signup", { ...valid, userName: "late", email: "late@example.com" }, { ip: "203.0.113.9" })).status,
    ).toBe(201);
  });
});

describe("POST /auth/signin", () => {
  it("signs in by userName or email and answers a bearer token, never a cookie of its own", async () => {
    await api.http.post("/auth/signup", valid);
    for (const identifier of ["ada", "ADA@example.com"]) {
      const res = await api.http.post("/auth/signin", { identifier, password: valid.password });
      expect(res.status).toBe(200);
      expect(res.body.token).toMatch(/^[\w-]{43}$/);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("stores the password only as an argon2id hash", async () => {
    await api.http.post("/auth/signup", valid);
    const [row] = await api.h.database.db.select().from(users);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(valid.password);
  });

  it("stores only a hash of the session token", async () => {
    const { token } = await signUpAndIn(api.h.app);
    const rows = await api.h.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["a wrong password", { identifier: "ada", password: "wrong-password" }],
    ["an unknown account", { identifier: "nobody@example.com", password: "analytical-engine" }],
  ])("answers 401 'Invalid email or password' for %s", async (_label, body) => {
    await api.http.post("/auth/signup", valid);
    const res = await api.http.post("/auth/signin", body);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Invalid email or password");
    expect(await sessionCount()).toBe(0);
  });

  it("locks an account after 30 failures in 15 minutes spread over addresses, whichever name they used", async () => {
    await api.http.post("/auth/signup", valid);
    for (let i = 0; i < 30; i++) {
      const identifier = i % 2 ? "ada" : "ada@example.com";
      expect((await api.http.post("/auth/signin", { identifier, password: "nope-nope" }, { ip: `198.51.100.${i}` })).status).toBe(401);
    }
    const locked = await api.http.post("/auth/signin", { identifier: "ada", password: valid.password }, { ip: "192.0.2.50" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    api.h.clock.now = new Date(api.h.clock.now.getTime() + 16 * 60_000);
    expect((await api.http.post("/auth/signin", { identifier: "ada", password: valid.password }, { ip: "192.0.2.50" })).status).toBe(200);
  });

  it("limits the address the BFF saw, however the client spoofs X-Forwarded-For", async () => {
    await api.http.post("/auth/signup", valid);
    // The BFF appends the one address it trusts; everything left of it is the client's invention.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api.http.post(
        "/auth/signin",
        { identifier: "ada", password: "whatever1" },
        { headers: { "x-forwarded-for": `10.${i}.0.1, 172.16.${i}.9, 203.0.113.200` } },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect(await api.h.database.db.select().from(rateLimits)).not.toHaveLength(0);
  });

  it("rejects wrong types and missing fields with 422", async () => {
    expect((await api.http.post("/auth/signin", { identifier: ["ada"], password: 1 })).status).toBe(422);
    expect((await api.http.post("/auth/signin", {})).status).toBe(422);
  });
});

describe("sessions", () => {
  it("a forged token is 401 and a revoked one stops working after logout", async () => {
    const { token } = await signUpAndIn(api.h.app);
    expect((await api.http.get("/profile/getProfileData", { token: "A".repeat(43) })).status).toBe(401);
    expect((await api.http.get("/profile/getProfileData", { token })).status).toBe(200);
    const out = await api.http.post("/auth/logout", undefined, { token });
    expect(out.body).toEqual({ success: true, message: "Logged out successfully" });
    expect((await api.http.get("/profile/getProfileData", { token })).status).toBe(401);
  });

  it("expires after 30 days without use and slides forward with use", async () => {
    const { token } = await signUpAndIn(api.h.app);
    const start = api.h.clock.now.getTime();
    api.h.clock.now = new Date(start + 20 * 86_400_000);
    expect((await api.http.get("/profile/getProfileData", { token })).status).toBe(200);
    api.h.clock.now = new Date(start + 45 * 86_400_000);
    expect((await api.http.get("/profile/getProfileData", { token })).status).toBe(200);
    api.h.clock.now = new Date(start + 80 * 86_400_000);
    expect((await api.http.get("/profile/getProfileData", { token })).status).toBe(401);
  });

  it("takes the session only as a bearer token: the same token in a cookie is refused", async () => {
    const { token } = await signUpAndIn(api.h.app);
    const res = await api.http.get("/profile/getProfileData", { headers: { cookie: `al_session=${token}` } });
    expect(res.status).toBe(401);
    expect((await api.http.get("/profile/getProfileData", { token })).status).toBe(200);
  });
});

describe("GET /profile/getProfileData", () => {
  it("returns personal data, empty handles and zero stats for a new account", async () => {
    const u = await signUpAndIn(api.h.app, { fullName: "Grace Hopper", userName: "grace" });
    const res = await api.http.get("/profile/getProfileData", { token: u.token });
    expect(res.body.profileData).toEqual({
      personal: {
        fullName: "Grace Hopper",
        userName: "grace",
        email: u.email,
        avatar: "",
        bio: "",
        university: "",
        yearOfStudy: "",
        dailyGoal: 5,
        emailVerified: false,
      },
      handles: { leetcode: "", codeforces: "", codechef: "" },
      quickStats: { totalSolved: 0, totalSubmissions: 0, contestsAttended: 0 },
      accounts: [],
    });
  });

  it("is 401 without a session", async () => {
    const res = await api.http.get("/profile/getProfileData");
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe("health", () => {
  it("reports liveness and database readiness", async () => {
    expect((await api.http.get("/healthz")).body.status).toBe("ok");
    expect((await api.http.get("/readyz")).body.status).toBe("ready");
  });

  it("says it is not ready, and why, while the instance drains", async () => {
    api.h.system.lifecycle.stopping = true;
    try {
      const res = await api.http.get("/readyz");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, status: "stopping" });
    } finally {
      api.h.system.lifecycle.stopping = false;
    }
  });
});
