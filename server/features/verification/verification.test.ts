import { eq, sql } from "drizzle-orm";
import { VERIFICATION_PROBLEMS, type HandleVerification } from "@/lib/contract/verification";
import type { PlatformId } from "@/lib/contract/platforms";
import { problems, submissions, userHandles } from "../../db/schema";
import { testData } from "../../test/data";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { verifiedOwners } from "./claims";
import { MINUTE } from "@/lib/time";
import { queryRows } from "../../db/raw";

const ownedBy = async (db: Parameters<typeof verifiedOwners>[0], userId: string, accountId: string) =>
  (await verifiedOwners(db, [accountId])).get(accountId) === userId;

const SECRET = "bff-to-api-secret-for-verification-tests";
const api = apiHarnessPerFile({ INTERNAL_API_SECRET: SECRET });
const db = () => api.h.database.db;
const { account } = testData(() => api.h);

type Person = Awaited<ReturnType<typeof signUpAndIn>>;
const RAW_CE: Record<PlatformId, string> = { codeforces: "COMPILATION_ERROR", leetcode: "Compile Error", codechef: "compilation error" };

let seq = 0;
async function stored(accountId: string, platform: PlatformId, problem: string, rawVerdict: string, at: Date) {
  const [row] = await db()
    .insert(problems)
    .values({ platform, externalId: problem, name: problem, url: `https://example.test/${problem}` })
    .onConflictDoUpdate({ target: [problems.platform, problems.externalId], set: { name: problem } })
    .returning();
  seq += 1;
  await db()
    .insert(submissions)
    .values({ accountId, problemId: row!.id, externalId: `v${seq}`, verdict: "rejected", rawVerdict, submittedAt: at });
}

const later = (ms: number) => new Date(api.h.clock.now.getTime() + ms);
const mine = async (me: Person): Promise<HandleVerification[]> => {
  const res = await api.http.get("/profile/verification", { token: me.token });
  expect(res.status).toBe(200);
  return res.body.verifications;
};
const one = async (me: Person, platform: PlatformId) => (await mine(me)).find((v) => v.platform === platform)!;
const start = (me: Person, platform: PlatformId) => api.http.post("/profile/verification/start", { platform }, { token: me.token });

describe("the compile-error challenge", () => {
  it("names the platform's problem and gives ten minutes", async () => {
    const me = await signUpAndIn(api.h.app);
    await account("codeforces", "tourist_fan", me);
    const res = await start(me, "codeforces");
    expect(res.status).toBe(200);
    const verifications: HandleVerification[] = res.body.verifications;
    const [v] = verifications;
    expect(v).toMatchObject({ platform: "codeforces", handle: "tourist_fan", verified: false, claimedByAnother: false });
    expect(v!.challenge).toEqual({
      problem: VERIFICATION_PROBLEMS.codeforces,
      startedAt: api.h.clock.now.toISOString(),
      expiresAt: later(10 * MINUTE).toISOString(),
      state: "open",
    });
  });

  it("verifies the handle once a compilation error on that problem inside the window is stored", async () => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "ce_person", me);
    await start(me, "codeforces");
    expect((await one(me, "codeforces")).verified).toBe(false);
    await stored(acc.id, "codeforces", "4A", "COMPILATION_ERROR", later(2 * MINUTE));
    api.h.clock.now = later(3 * MINUTE);
    const v = await one(me, "codeforces");
    expect(v).toMatchObject({ verified: true, method: "compile_error", verifiedAt: api.h.clock.now.toISOString() });
    expect(v.challenge?.state).toBe("verified");
    expect(await ownedBy(db(), me.id, acc.id)).toBe(true);
  });

  it.each(["leetcode", "codechef"] as const)("works on %s with its own problem and verdict word", async (platform) => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account(platform, `someone_${platform}`, me);
    await start(me, platform);
    await stored(acc.id, platform, VERIFICATION_PROBLEMS[platform].externalId, RAW_CE[platform], later(MINUTE));
    expect((await one(me, platform)).verified).toBe(true);
  });

  it("ignores a compilation error made before the challenge started", async () => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account("leetcode", "early_bird", me);
    await stored(acc.id, "leetcode", "two-sum", "Compile Error", later(-30_000));
    await start(me, "leetcode");
    expect((await one(me, "leetcode")).verified).toBe(false);
  });

  it("allows CodeChef's minute-rounded times a minute of slack, and no more", async () => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account("codechef", "chef_one", me);
    await start(me, "codechef");
    await stored(acc.id, "codechef", "FLOW001", "compilation error", later(-2 * MINUTE));
    expect((await one(me, "codechef")).verified).toBe(false);
    await stored(acc.id, "codechef", "FLOW001", "compilation error", later(-40_000));
    expect((await one(me, "codechef")).verified).toBe(true);
  });

  it("ignores a compilation error on another problem, and another verdict on the named problem", async () => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "wrong_problem", me);
    await start(me, "codeforces");
    await stored(acc.id, "codeforces", "4B", "COMPILATION_ERROR", later(MINUTE));
    await stored(acc.id, "codeforces", "4A", "WRONG_ANSWER", later(MINUTE));
    await stored(acc.id, "codeforces", "4A", "RUNTIME_ERROR", later(2 * MINUTE));
    expect((await one(me, "codeforces")).verified).toBe(false);
  });

  it("expires after ten minutes: a compilation error after that does not count", async () => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "too_late", me);
    await start(me, "codeforces");
    api.h.clock.now = later(10 * MINUTE + 1000);
    expect((await one(me, "codeforces")).challenge?.state).toBe("expired");
    await stored(acc.id, "codeforces", "4A", "COMPILATION_ERROR", later(0));
    expect((await one(me, "codeforces")).verified).toBe(false);
  });

  it("still counts a compilation error made in time that a late sync brings after the window", async () => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "slow_sync", me);
    await start(me, "codeforces");
    const madeAt = later(9 * MINUTE);
    api.h.clock.now = later(25 * MINUTE);
    await stored(acc.id, "codeforces", "4A", "COMPILATION_ERROR", madeAt);
    expect((await one(me, "codeforces")).verified).toBe(true);
  });

  it("stops looking a day after the window closed", async () => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "very_late", me);
    await start(me, "codeforces");
    const madeAt = later(5 * MINUTE);
    api.h.clock.now = later(25 * 3_600_000);
    await stored(acc.id, "codeforces", "4A", "COMPILATION_ERROR", madeAt);
    expect(await one(me, "codeforces")).toMatchObject({ verified: false, challenge: { state: "expired" } });
  });

  it("restarting a challenge moves its window", async () => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "restarter", me);
    await start(me, "codeforces");
    await stored(acc.id, "codeforces", "4A", "COMPILATION_ERROR", later(20 * MINUTE));
    api.h.clock.now = later(15 * MINUTE);
    expect((await one(me, "codeforces")).verified).toBe(false);
    await start(me, "codeforces");
    expect((await one(me, "codeforces")).verified).toBe(true);
  });

  it("asks for a sync of the account at once when the user says they submitted", async () => {
    const me = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "asks_sync", me);
    await start(me, "codeforces");
    const res = await api.http.post("/profile/verification/check", { platform: "codeforces" }, { token: me.token });
    expect(res.status).toBe(200);
    const jobs = await queryRows<{ account_id: string; reason: string }>(db(), sql`select account_id, reason from sync_jobs`);
    expect(jobs).toEqual([{ account_id: acc.id, reason: "manual" }]);
  });

  it("refuses a platform without a handle, and a platform that does not exist", async () => {
    const me = await signUpAndIn(api.h.app);
    const res = await start(me, "codechef");
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Add your CodeChef handle first");
    expect((await api.http.post("/profile/verification/start", { platform: "topcoder" }, { token: me.token })).status).toBe(422);
    expect((await api.http.post("/profile/verification/check", {}, { token: me.token })).status).toBe(422);
  });
});

describe("one handle, one owner", () => {
  it("refuses a second user's challenge for a handle someone else verified, with a clear message", async () => {
    const ada = await signUpAndIn(api.h.app);
    const bob = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "shared_handle", ada);
    await db().insert(userHandles).values({ userId: bob.id, platform: "codeforces", accountId: acc.id });
    await start(ada, "codeforces");
    await stored(acc.id, "codeforces", "4A", "COMPILATION_ERROR", later(MINUTE));
    expect((await one(ada, "codeforces")).verified).toBe(true);

    const refused = await start(bob, "codeforces");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This Codeforces handle is already verified by another user");
    const bobs = await one(bob, "codeforces");
    expect(bobs).toMatchObject({ verified: false, claimedByAnother: true, challenge: null });
    // Unverified, Bob still has the handle and it still syncs (it is his handle too, as far as sync goes).
    expect((await api.http.get("/profile/sync-status", { token: bob.token })).body.accounts).toHaveLength(1);
  });

  it("lets the loser of a race keep an unfinished challenge, never a second proof", async () => {
    const ada = await signUpAndIn(api.h.app);
    const bob = await signUpAndIn(api.h.app);
    const acc = await account("leetcode", "both_try", ada);
    await db().insert(userHandles).values({ userId: bob.id, platform: "leetcode", accountId: acc.id });
    await start(ada, "leetcode");
    await start(bob, "leetcode");
    await stored(acc.id, "leetcode", "two-sum", "Compile Error", later(MINUTE));
    const [a, b] = await Promise.all([one(ada, "leetcode"), one(bob, "leetcode")]);
    expect([a.verified, b.verified].filter(Boolean)).toHaveLength(1);
    const loser = a.verified ? b : a;
    expect(loser).toMatchObject({ verified: false, claimedByAnother: true });
    expect(loser.challenge?.state).not.toBe("verified");
  });

  it("frees the handle when its verified owner drops it", async () => {
    const ada = await signUpAndIn(api.h.app);
    const bob = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "passed_on", ada);
    await start(ada, "codeforces");
    await stored(acc.id, "codeforces", "4A", "COMPILATION_ERROR", later(MINUTE));
    expect((await one(ada, "codeforces")).verified).toBe(true);
    await db().delete(userHandles).where(eq(userHandles.userId, ada.id));
    expect(await ownedBy(db(), ada.id, acc.id)).toBe(false);

    await db().insert(userHandles).values({ userId: bob.id, platform: "codeforces", accountId: acc.id });
    api.h.clock.now = later(20 * MINUTE);
    expect((await start(bob, "codeforces")).status).toBe(200);
    await stored(acc.id, "codeforces", "4A", "COMPILATION_ERROR", later(MINUTE));
    expect((await one(bob, "codeforces")).verified).toBe(true);
    expect(await ownedBy(db(), bob.id, acc.id)).toBe(true);
  });
});

describe("my challenge is mine", () => {
  it("another user neither sees my challenge nor completes theirs with my submission", async () => {
    const ada = await signUpAndIn(api.h.app);
    const eve = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "ada_cf", ada);
    await start(ada, "codeforces");
    // Eve names the same handle (unverified handles may be shared) after Ada's challenge started.
    await db().insert(userHandles).values({ userId: eve.id, platform: "codeforces", accountId: acc.id });
    expect(await one(eve, "codeforces")).toMatchObject({ challenge: null, verified: false });
    expect(await mine(eve)).toHaveLength(1);

    // Eve starts her own a minute later; Ada's compilation error falls in Ada's window, before Eve's.
    await stored(acc.id, "codeforces", "4A", "COMPILATION_ERROR", later(30_000));
    api.h.clock.now = later(MINUTE);
    await start(eve, "codeforces");
    expect((await one(eve, "codeforces")).verified).toBe(false);
    expect((await one(ada, "codeforces")).verified).toBe(true);
  });

  it("needs a session for every verification call", async () => {
    expect((await api.http.get("/profile/verification")).status).toBe(401);
    expect((await api.http.post("/profile/verification/start", { platform: "codeforces" })).status).toBe(401);
  });
});

describe("POST /verification/codeforces (the web server, after a Codeforces sign-in)", () => {
  const claim = (me: Person | null, handle: string, secret: string | null = SECRET) =>
    api.http.post(
      "/verification/codeforces",
      { handle },
      { ...(me ? { token: me.token } : {}), headers: secret === null ? {} : { "x-internal-secret": secret } },
    );

  it("is refused without the internal secret, even with a session", async () => {
    const me = await signUpAndIn(api.h.app);
    await account("codeforces", "oidc_person", me);
    expect((await claim(me, "oidc_person", null)).status).toBe(401);
    expect((await claim(me, "oidc_person", "wrong-secret-wrong-secret-wrong")).status).toBe(401);
    expect((await claim(null, "oidc_person")).status).toBe(401);
    expect((await one(me, "codeforces")).verified).toBe(false);
  });

  it("marks the signed-in user's Codeforces handle verified, once per handle", async () => {
    const me = await signUpAndIn(api.h.app);
    const other = await signUpAndIn(api.h.app);
    const acc = await account("codeforces", "Oidc_Person", me);
    await db().insert(userHandles).values({ userId: other.id, platform: "codeforces", accountId: acc.id });
    const res = await claim(me, "oidc_person");
    expect(res.status).toBe(200);
    expect(res.body.handle).toBe("Oidc_Person");
    expect(await one(me, "codeforces")).toMatchObject({ verified: true, method: "codeforces_oidc" });
    const second = await claim(other, "oidc_person");
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("This Codeforces handle is already verified by another user");
    expect((await one(other, "codeforces")).verified).toBe(false);
  });
});
