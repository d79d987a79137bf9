import { testData } from "../../test/data";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";

const api = apiHarnessPerFile();
const { account, problem, submit } = testData(() => api.h);

const attempts = async (token: string) => {
  const res = await api.http.get("/saved/stumbles/failed-attempts", { token });
  expect(res.status).toBe(200);
  return res.body.failedAttempts;
};

describe("GET /saved/stumbles/failed-attempts", () => {
  it("is 401 without a session", async () => {
    expect((await api.http.get("/saved/stumbles/failed-attempts")).status).toBe(401);
  });

  it("lists recent problems the user tried without an accepted submission, newest first, and only theirs", async () => {
    const me = await signUpAndIn(api.h.app);
    const other = await signUpAndIn(api.h.app);
    const cf = await account("codeforces", `fa_cf_${me.id.slice(0, 6)}`, me);
    const lc = await account("leetcode", `fa_lc_${me.id.slice(0, 6)}`, me);
    const theirs = await account("codeforces", `fa_them_${me.id.slice(0, 6)}`, other);
    const failed = await problem(`FA1${me.id.slice(0, 4)}`, { name: "Failed Twice" });
    const solvedLater = await problem(`FA2${me.id.slice(0, 4)}`, { name: "Solved Later" });
    const old = await problem(`FA3${me.id.slice(0, 4)}`, { name: "Long Ago" });
    const onLeetcode = await problem(`fa-lc-${me.id.slice(0, 4)}`, {
      platform: "leetcode",
      name: "LeetCode Miss",
      url: `https://leetcode.com/problems/fa-lc-${me.id.slice(0, 4)}/`,
    });
    const notMine = await problem(`FA4${me.id.slice(0, 4)}`, { name: "Their Miss" });
    await submit(cf.id, failed.id, 3);
    await submit(cf.id, failed.id, 2);
    await submit(cf.id, solvedLater.id, 2);
    await submit(cf.id, solvedLater.id, 1, "accepted");
    await submit(cf.id, old.id, 90);
    await submit(lc.id, onLeetcode.id, 1);
    await submit(theirs.id, notMine.id, 1);

    const list = await attempts(me.token);
    expect(list.map((a) => a.name)).toEqual(["LeetCode Miss", "Failed Twice"]);
    expect(list[1]).toMatchObject({ platform: "codeforces", attempts: 2, url: failed.url });
    expect(list[0]).toMatchObject({ platform: "leetcode", attempts: 1 });
  });

  it("leaves out what is already in Tricky Problems", async () => {
    const me = await signUpAndIn(api.h.app);
    const cf = await account("codeforces", `fa_saved_${me.id.slice(0, 6)}`, me);
    const p = await problem(`FS1${me.id.slice(0, 4)}`, { name: "Saved Already" });
    await submit(cf.id, p.id, 1);
    expect((await attempts(me.token)).map((a) => a.name)).toEqual(["Saved Already"]);
    const add = await api.http.post(
      "/saved/stumbles/add",
      { name: "Saved Already", summary: "x", url: p.url, platform: "codeforces", hint: "", intuition: "", solution: "" },
      { token: me.token },
    );
    expect(add.status).toBe(201);
    expect(await attempts(me.token)).toEqual([]);
  });
});
