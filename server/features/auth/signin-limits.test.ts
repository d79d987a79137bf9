import { apiHarnessPerFile } from "../../test/harness";

const api = apiHarnessPerFile();
const LIMIT = 10;

const ada = { fullName: "Ada Lovelace", userName: "ada", email: "ada@example.com", password: "analytical-engine" };
const bob = { fullName: "Bob Babbage", userName: "bob", email: "bob@example.com", password: "difference-engine" };

const signin = (identifier: string, password: string, ip: string) => api.http.post("/auth/signin", { identifier, password }, { ip });
const signup = async (user: typeof ada) => expect((await api.http.post("/auth/signup", user)).status).toBe(201);

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe("parallel wrong passwords", () => {
  it("30 at once, by email and by username, get at most the limit of 401s and 429 for the rest", async () => {
    await signup(ada);
    const attempts = Array.from({ length: 30 }, (_, i) => signin(i % 2 ? "ada" : "ADA@example.com", `wrong-${i}`, "198.51.100.1"));
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    const counts = tally(statuses);
    expect(counts[401]).toBeLessThanOrEqual(LIMIT);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(30);
    // The account is now limited from that address, under either name, even with the right password.
    expect((await signin("ada", ada.password, "198.51.100.1")).status).toBe(429);
    expect((await signin("ada@example.com", ada.password, "198.51.100.1")).status).toBe(429);
  });

  it("45 at once from 45 addresses get at most three times the limit of 401s", async () => {
    await signup(ada);
    const attempts = Array.from({ length: 45 }, (_, i) => signin(i % 2 ? "ada" : "ada@example.com", `wrong-${i}`, `203.0.113.${i}`));
    const counts = tally((await Promise.all(attempts)).map((r) => r.status));
    expect(counts[401]).toBeLessThanOrEqual(3 * LIMIT);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(45);
  });

  it("failures from many addresses, alternating email and username, share one account-wide count of three times the limit", async () => {
    await signup(ada);
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMIT + 2; i++) {
      statuses.push((await signin(i % 2 ? "ada" : "ada@example.com", "wrong-one", `198.51.100.${i}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(3 * LIMIT).fill(401), 429, 429]);
    expect((await signin("ada", ada.password, "198.51.100.200")).status).toBe(429);
  });
});

describe("a shared address (one bad actor behind a campus NAT)", () => {
  it("11 failures on account A, then B's correct password from the same address signs in; A stays limited there", async () => {
    await signup(ada);
    await signup(bob);
    const nat = "192.0.2.10";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signin("ada", `guess-${i}`, nat)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);

    expect((await signin("bob", bob.password, nat)).status).toBe(200);
    expect((await signin("ada", ada.password, nat)).status).toBe(429);
    // One actor at one address does not lock the owner out everywhere.
    expect((await signin("ada", ada.password, "198.51.100.99")).status).toBe(200);
  });

  it("failures spread over many accounts slow the address down but never refuse a correct password", async () => {
    await signup(bob);
    const nat = "192.0.2.20";
    for (let i = 0; i < LIMIT; i++) expect((await signin(`ghost${i}`, "whatever1", nat)).status).toBe(401);
    const started = performance.now();
    expect((await signin("ghost-late", "whatever1", nat)).status).toBe(401);
    expect((await signin("ghost-later", "whatever1", nat)).status).toBe(401);
    // The 11th and 12th failures answer after a growing delay (100 ms, then 200 ms).
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    const ok = performance.now();
    expect((await signin("bob", bob.password, nat)).status).toBe(200);
    expect(performance.now() - ok).toBeLessThan(2000);
  });

  it("the window passes: the account signs in again from the attacker's address after 15 minutes", async () => {
    await signup(ada);
    for (let i = 0; i < LIMIT; i++) await signin("ada", "wrong-again", "192.0.2.30");
    expect((await signin("ada", ada.password, "192.0.2.30")).status).toBe(429);
    api.h.clock.now = new Date(api.h.clock.now.getTime() + 16 * 60_000);
    expect((await signin("ada", ada.password, "192.0.2.30")).status).toBe(200);
  });
});
