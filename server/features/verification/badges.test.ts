import type { NetworkUser, SmartSheetEntry } from "@/lib/contract/network";
import { testData } from "../../test/data";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { claimHandle } from "./claims";

const api = apiHarnessPerFile();
const { account, problem, submit } = testData(() => api.h);

describe("the verified badge where handles appear", () => {
  it("marks a followed user's verified handles in the network and in the sheet's people lists, and nobody else's", async () => {
    const me = await signUpAndIn(api.h.app);
    const ada = await signUpAndIn(api.h.app, { fullName: "Ada Verified" });
    const bob = await signUpAndIn(api.h.app, { fullName: "Bob Unverified" });
    const adaCf = await account("codeforces", "ada_cf", ada, 1700);
    const adaLc = await account("leetcode", "ada_lc", ada);
    const bobCf = await account("codeforces", "bob_cf", bob);
    await claimHandle(api.h.database.db, ada.id, adaCf.id, "codeforces", "compile_error", api.h.clock.now);
    for (const friend of [ada, bob]) {
      expect((await api.http.post("/friends/toggleFriend", { friend_id: friend.id }, { token: me.token })).status).toBe(200);
    }

    const network: NetworkUser[] = (await api.http.get("/fetch/network", { token: me.token })).body.networkData;
    expect(network.find((p) => p.id === ada.id)?.verified).toEqual(["codeforces"]);
    expect(network.find((p) => p.id === bob.id)?.verified).toBeUndefined();

    const p = await problem("1950C", { platform: "codeforces" });
    await submit(adaCf.id, p.id, 1, "accepted");
    await submit(bobCf.id, p.id, 1, "rejected");
    const sheet: SmartSheetEntry[] = (await api.http.get("/fetch/smartsheet", { token: me.token })).body.smartSheet;
    const people = sheet[0]!.task.attempters;
    expect(people.find((x) => x.id === ada.id)?.verified).toBe(true);
    expect(people.find((x) => x.id === bob.id)?.verified).toBeUndefined();
    expect(sheet[0]!.task.solvers).toEqual([expect.objectContaining({ id: ada.id, verified: true })]);

    // The badge is per platform: Ada has not proved her LeetCode handle.
    const lc = await problem("two-sum", { platform: "leetcode" });
    await submit(adaLc.id, lc.id, 2, "accepted");
    const both: SmartSheetEntry[] = (await api.http.get("/fetch/smartsheet", { token: me.token })).body.smartSheet;
    expect(both.find((e) => e.task.platform === "leetcode")!.task.attempters).toEqual([
      { id: ada.id, name: "Ada Verified", at: expect.any(String) },
    ]);
    expect(both.find((e) => e.task.platform === "codeforces")!.task.attempters).toContainEqual(
      expect.objectContaining({ id: ada.id, verified: true }),
    );
  });
});
