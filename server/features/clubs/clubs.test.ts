import type { RoutePath } from "@/lib/contract/routes";
import { DAY, HOUR } from "@/lib/time";
import { problemScale, verifiedHandles } from "../../db/schema";
import { testData } from "../../test/data";
import { apiHarnessPerFile, signUpAndIn, type Answer, type AnswerBody } from "../../test/harness";

const api = apiHarnessPerFile();
const { account, problem, submit } = testData(() => api.h);
type Person = Awaited<ReturnType<typeof signUpAndIn>>;

function post<P extends RoutePath>(who: Person, path: P, body: unknown): Promise<Answer<AnswerBody<P>>> {
  return api.http.post(path, body, { token: who.token });
}
function get<P extends RoutePath>(who: Person, path: P, query = ""): Promise<Answer<AnswerBody<P>>> {
  return api.http.get(`${path}${query}`, { token: who.token }) as Promise<Answer<AnswerBody<P>>>;
}
const at = (hours: number) => new Date(api.h.clock.now.getTime() + hours * HOUR).toISOString();

async function clubWith(...names: string[]) {
  const coach = await signUpAndIn(api.h.app, { fullName: "Cora Coach" });
  const made = await post(coach, "/clubs/create", { name: "Tuesday club", timeZone: "Asia/Kolkata" });
  expect(made.status).toBe(201);
  const clubId = made.body.club.id;
  const people: Person[] = [];
  for (const fullName of names) {
    const person = await signUpAndIn(api.h.app, { fullName });
    const { code } = (await post(coach, "/clubs/invite", { clubId })).body;
    expect((await post(person, "/clubs/join", { code })).status).toBe(200);
    people.push(person);
  }
  return { coach, clubId, people };
}

async function assign(coach: Person, clubId: string, urls: string[], opensAt = at(-24), dueAt = at(24)) {
  return post(coach, "/clubs/assignments/create", { clubId, title: "Week 1", problems: urls.map((url) => ({ url })), opensAt, dueAt });
}

describe("clubs", () => {
  it("computes each member's state from synced submissions only", async () => {
    const { coach, clubId, people } = await clubWith("Ada", "Bob", "Cy", "Di", "Ed");
    const [ada, bob, cy, di] = people as [Person, Person, Person, Person];
    const p = await problem("4A", { url: "https://codeforces.com/contest/4/problem/A" });
    const accounts = await Promise.all([ada, bob, cy, di].map((who, i) => account("codeforces", `h${i}`, who)));
    const [a, b, c, d] = accounts.map((x) => x.id) as [string, string, string, string];
    const made = await assign(coach, clubId, ["https://codeforces.com/problemset/problem/4/A"]);
    expect(made.status).toBe(201);

    await submit(a, p.id, 3, "accepted"); // two days before the opening
    await submit(b, p.id, 0.5, "rejected");
    await submit(b, p.id, 0.25, "accepted"); // in time
    await submit(c, p.id, 0.5, "rejected"); // attempted
    await submit(d, p.id, 0.5, "rejected");
    api.h.clock.now = new Date(api.h.clock.now.getTime() + 4 * DAY);
    await submit(d, p.id, 0, "accepted"); // after the deadline

    const matrix = (await get(coach, "/clubs/matrix", `?clubId=${clubId}`)).body;
    const stateOf = (who: Person) => matrix.cells.find((cell) => cell.memberId === who.id)!;
    expect([ada, bob, cy, di].map((who) => stateOf(who).state)).toEqual(["solved_before", "solved", "attempted", "solved_late"]);
    const ed = matrix.members.find((m) => m.name === "Ed")!;
    expect(matrix.cells.find((cell) => cell.memberId === ed.id)!.state).toBe("untried");
    // Attempted four days ago and still unsolved: stuck.
    expect(stateOf(cy).stuck).toBe(true);
    // A recent attempt on top of the old one still leaves Cy stuck; Ed's first, a day old, does not.
    await submit(c, p.id, 1, "rejected");
    const edAccount = await account("codeforces", "h_ed", { id: ed.id });
    await submit(edAccount.id, p.id, 1, "rejected");
    const later = (await get(coach, "/clubs/matrix", `?clubId=${clubId}`)).body.cells;
    expect([cy.id, ed.id].map((id) => later.find((cell) => cell.memberId === id))).toMatchObject([
      { state: "attempted", stuck: true },
      { state: "attempted", stuck: false },
    ]);
    expect(matrix.problems.map((x) => x.url)).toEqual(["https://codeforces.com/contest/4/problem/A"]);

    // The member sees their own state, and the board counts the week's solves.
    const mine = (await get(bob, "/clubs/assignments/mine")).body.assignments;
    expect(mine.map((x) => [x.title, x.problems.map((q) => q.state)])).toEqual([["Week 1", ["solved"]]]);
    const board = (await get(bob, "/clubs/board", `?clubId=${clubId}`)).body;
    expect(board.rows.find((r) => r.memberId === di.id)).toMatchObject({ solvedWeek: 1, solvedMonth: 1 });
    expect(board.sheet.map((s) => [s.name, s.attempted, s.solved])).toEqual([["Problem 4A", 5, 3]]);

    // A new Accepted shows on the next read: each account's month is kept only at its activity version.
    await submit(c, p.id, 0, "accepted");
    const again = (await get(bob, "/clubs/board", `?clubId=${clubId}`)).body;
    expect(again.rows.find((r) => r.memberId === cy.id)).toMatchObject({ solvedWeek: 1, solvedMonth: 1 });
    expect(again.sheet.map((s) => [s.name, s.attempted, s.solved])).toEqual([["Problem 4A", 5, 4]]);
  });

  it("flags unproved handles and leaves them out when the coach says so", async () => {
    const { coach, clubId, people } = await clubWith("Ada", "Bob");
    const [ada, bob] = people as [Person, Person];
    const p = await problem("4A", { url: "https://codeforces.com/contest/4/problem/A" });
    const adaCf = await account("codeforces", "ada_cf", ada);
    const bobCf = await account("codeforces", "bob_cf", bob);
    await api.h.database.db
      .insert(verifiedHandles)
      .values({ accountId: adaCf.id, userId: ada.id, method: "compile_error", verifiedAt: new Date() });
    expect((await assign(coach, clubId, [p.url])).status).toBe(201);
    await submit(adaCf.id, p.id, 0.1, "accepted");
    await submit(bobCf.id, p.id, 0.1, "accepted");
    const read = async () => (await get(coach, "/clubs/matrix", `?clubId=${clubId}`)).body;
    const before = await read();
    expect(before.members.map((m) => [m.name, m.unverified])).toEqual([
      ["Ada", false],
      ["Bob", true],
      ["Cora Coach", false],
    ]);
    expect((await post(coach, "/clubs/settings", { clubId, countUnverified: false })).status).toBe(200);
    const after = await read();
    expect(after.cells.filter((c) => c.state === "solved").map((c) => c.memberId)).toEqual([ada.id]);
  });

  it("resolves links against the catalogue only", async () => {
    const { coach, clubId } = await clubWith();
    await problem("two-sum", { platform: "leetcode", url: "https://leetcode.com/problems/two-sum/" });
    expect((await assign(coach, clubId, ["https://leetcode.com/problems/two-sum/description/"])).status).toBe(201);
    const unknown = await assign(coach, clubId, ["https://codeforces.com/contest/9999/problem/Z"]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.issues).toHaveProperty(["problems.0.url"]);
    expect((await assign(coach, clubId, ["https://example.com/x"])).status).toBe(422);
    expect((await assign(coach, clubId, ["https://leetcode.com/problems/two-sum/"], at(5), at(1))).status).toBe(422);
  });

  /** Three rated members (1400, 1500, 1900 on Codeforces, the one scale), so the median is 1500. */
  async function ratedClub(difficulties: number[]) {
    const club = await clubWith("Ada", "Bob", "Cy");
    const accounts = await Promise.all(club.people.map((who, i) => account("codeforces", `rated${i}`, who, [1400, 1500, 1900][i])));
    const placed = [];
    for (const [i, unified] of difficulties.entries()) {
      const p = await problem(`${200 + i}A`, { rating: unified, url: `https://codeforces.com/contest/${200 + i}/problem/A` });
      await api.h.database.db
        .insert(problemScale)
        .values({ problemId: p.id, platform: "codeforces", unified, estimated: false, source: "rating", computedAt: api.h.clock.now });
      placed.push(p);
    }
    return { ...club, accounts, placed };
  }

  it("draws from Train's bands at the club's median rating, leaving out what a member solved", async () => {
    const { coach, clubId, people, accounts, placed } = await ratedClub([1450, 1500, 1550, 1600, 2400]);
    await submit(accounts[0]!.id, placed[1]!.id, 1, "accepted");
    const drawn = await get(coach, "/clubs/draw", `?clubId=${clubId}&band=moderate&count=3`);
    expect(drawn.status).toBe(200);
    expect(drawn.body).toMatchObject({ level: 1500, target: 1500 });
    expect(drawn.body.problems.map((p) => p.difficulty)).toEqual([1450, 1550, 1600]);
    // Only the 2400 is left beyond those, too far from any band.
    const short = await get(coach, "/clubs/draw", `?clubId=${clubId}&band=moderate&count=5`);
    expect(short.status).toBe(422);
    expect((short.body as { message?: string }).message).toBe("Not enough unsolved problems near that difficulty");
    expect((await get(people[0]!, "/clubs/draw", `?clubId=${clubId}&band=moderate&count=3`)).status).toBe(403);
    expect((await get(coach, "/clubs/draw", `?clubId=${clubId}&band=brutal&count=3`)).status).toBe(422);
  });

  it("starts a club virtual contest in one click: every member invited, nobody else", async () => {
    // Easy aims at 1259, moderate at 1500 and hard at 1741 for a 1500 median.
    const { coach, clubId, people } = await ratedClub([1250, 1270, 1490, 1510, 1740]);
    const outsider = await signUpAndIn(api.h.app, { fullName: "Olga Outside" });
    expect((await post(people[0]!, "/clubs/virtual", { clubId })).status).toBe(403);
    const made = await post(coach, "/clubs/virtual", { clubId });
    expect(made.status).toBe(201);
    const id = made.body.contest.id;
    for (const member of people) {
      const list = (await get(member, "/virtual/list")).body;
      expect(list.invited.map((c) => [c.id, c.title, c.mode])).toEqual([[id, "Tuesday club round", "normal"]]);
    }
    expect((await get(outsider, "/virtual/list")).body.invited).toEqual([]);
    // Ten minutes ahead, for two hours, with its five problems shown from the start.
    api.h.clock.now = new Date(api.h.clock.now.getTime() + 11 * 60_000);
    const [contest] = (await get(coach, "/virtual/list")).body.created;
    expect(contest?.id).toBe(id);
    expect(contest!.phase).toBe("running");
    expect(Date.parse(contest!.endAt) - Date.parse(contest!.startAt)).toBe(2 * HOUR);
    expect(contest!.problems.map((p) => p.name)).toEqual(["Problem 200A", "Problem 201A", "Problem 202A", "Problem 203A", "Problem 204A"]);
  });

  it("refuses every call across roles, clubs, removed members and dead invites", async () => {
    const { coach, clubId, people } = await clubWith("Mia", "Max");
    const [mia, max] = people as [Person, Person];
    const other = await clubWith("Oli");
    const outsider = other.coach;
    const p = await problem("4A", { url: "https://codeforces.com/contest/4/problem/A" });
    const made = (await assign(coach, clubId, [p.url])).body.assignment.id;

    for (const [path, body] of [
      ["/clubs/invite", { clubId }],
      ["/clubs/assignments/create", { clubId, title: "x", problems: [{ url: p.url }], opensAt: at(0), dueAt: at(1) }],
      ["/clubs/settings", { clubId, countUnverified: false }],
      ["/clubs/members/remove", { clubId, userId: max.id }],
      ["/clubs/members/role", { clubId, userId: mia.id, role: "coach" }],
      ["/clubs/handover", { clubId, userId: mia.id }],
      ["/clubs/virtual", { clubId }],
    ] as const)
      expect([path, (await post(mia, path, body)).status]).toEqual([path, 403]);
    expect((await get(mia, "/clubs/matrix", `?clubId=${clubId}`)).status).toBe(403);
    expect((await get(mia, "/clubs/draw", `?clubId=${clubId}&band=easy&count=3`)).status).toBe(403);
    expect((await get(mia, "/clubs/get", `?clubId=${clubId}`)).body.invites).toEqual([]);

    // Another club's owner sees nothing of this club, and cannot reach it through their own.
    for (const path of ["/clubs/matrix", "/clubs/board", "/clubs/get"] as const)
      expect((await get(outsider, path, `?clubId=${clubId}`)).status).toBe(404);
    expect((await get(outsider, "/clubs/draw", `?clubId=${clubId}&band=easy&count=3`)).status).toBe(404);
    expect((await post(outsider, "/clubs/virtual", { clubId })).status).toBe(404);
    expect((await post(outsider, "/clubs/invite", { clubId })).status).toBe(404);
    expect((await get(outsider, "/clubs/matrix", `?clubId=${other.clubId}&assignmentId=${made}`)).status).toBe(404);
    expect((await post(outsider, "/clubs/members/remove", { clubId: other.clubId, userId: mia.id })).status).toBe(404);

    // A coach (not the owner) cannot remove the owner, hand over or promote.
    expect((await post(coach, "/clubs/members/role", { clubId, userId: max.id, role: "coach" })).status).toBe(200);
    expect((await post(max, "/clubs/members/remove", { clubId, userId: coach.id })).status).toBe(403);
    expect((await post(max, "/clubs/handover", { clubId, userId: max.id })).status).toBe(403);
    expect((await get(max, "/clubs/matrix", `?clubId=${clubId}`)).status).toBe(200);

    expect((await post(max, "/clubs/members/remove", { clubId, userId: mia.id })).status).toBe(200);
    expect((await get(mia, "/clubs/board", `?clubId=${clubId}`)).status).toBe(404);
    expect((await get(mia, "/clubs/list")).body.clubs).toEqual([]);

    const invite = (await post(coach, "/clubs/invite", { clubId })).body;
    expect((await post(outsider, "/clubs/invite/revoke", { clubId: other.clubId, inviteId: invite.invite.id })).status).toBe(404);
    expect((await post(coach, "/clubs/invite/revoke", { clubId, inviteId: invite.invite.id })).status).toBe(200);
    expect((await post(mia, "/clubs/join", { code: invite.code })).status).toBe(404);
    const later = (await post(coach, "/clubs/invite", { clubId })).body;
    api.h.clock.now = new Date(api.h.clock.now.getTime() + 8 * DAY);
    expect((await post(mia, "/clubs/join", { code: later.code })).status).toBe(410);
    expect((await post(mia, "/clubs/join", { code: "made-up" })).status).toBe(404);
  });

  it("hands ownership over, and a member who leaves is gone from every view", async () => {
    const { coach, clubId, people } = await clubWith("Ada");
    const [ada] = people as [Person];
    const p = await problem("4A", { url: "https://codeforces.com/contest/4/problem/A" });
    await submit((await account("codeforces", "ada_cf", ada)).id, p.id, 0.1, "accepted");
    expect((await assign(coach, clubId, [p.url])).status).toBe(201);
    expect((await post(coach, "/clubs/leave", { clubId })).status).toBe(409);
    expect((await post(coach, "/clubs/handover", { clubId, userId: ada.id })).status).toBe(200);
    expect((await get(coach, "/clubs/list")).body.clubs.map((c) => c.role)).toEqual(["coach"]);
    expect((await post(coach, "/clubs/handover", { clubId, userId: coach.id })).status).toBe(403);
    expect((await post(coach, "/clubs/handover", { clubId: clubId, userId: ada.id })).status).toBe(403);
    expect((await post(ada, "/clubs/handover", { clubId, userId: coach.id })).status).toBe(200);
    expect((await post(ada, "/clubs/leave", { clubId })).status).toBe(200);
    const matrix = (await get(coach, "/clubs/matrix", `?clubId=${clubId}`)).body;
    expect(matrix.members.map((m) => m.name)).toEqual(["Cora Coach"]);
    expect(matrix.cells.every((c) => c.memberId === coach.id)).toBe(true);
    const board = (await get(coach, "/clubs/board", `?clubId=${clubId}`)).body;
    expect(board.rows.map((r) => r.name)).toEqual(["Cora Coach"]);
    expect(board.sheet).toEqual([]);
    expect((await get(ada, "/clubs/assignments/mine")).body.assignments).toEqual([]);
  });

  it("mails the owner a weekly digest once a week: who finished, who is stuck, who has not started", async () => {
    // Monday 30 November 2026, 07:00 in Kolkata: before the digest's hour.
    api.h.clock.now = new Date("2026-11-30T01:30:00Z");
    const { coach, clubId, people } = await clubWith("Ann", "Ben", "Cat", "Dot");
    const [ann, ben, , dot] = people as [Person, Person, Person, Person];
    const p = await problem("5A", { url: "https://codeforces.com/contest/5/problem/A" });
    const [a, b, d] = await Promise.all([ann, ben, dot].map((who, i) => account("codeforces", `dg${i}`, who)));
    expect((await assign(coach, clubId, ["https://codeforces.com/problemset/problem/5/A"], at(-5 * 24), at(24))).status).toBe(201);
    await submit(a!.id, p.id, 1, "accepted");
    await submit(b!.id, p.id, 4, "rejected");
    await submit(d!.id, p.id, 1, "rejected");
    const digests = api.h.system.digests;
    api.h.mail.clear();
    expect(await digests.run()).toBe(0);

    api.h.clock.now = new Date("2026-11-30T03:30:00Z");
    expect(await digests.run()).toBe(1);
    const mail = api.h.mail.sent.filter((m) => m.to === coach.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Tuesday club: the week's digest (2026-W49)");
    expect(mail[0]!.text).toContain("Week 1 (due 1 Dec)");
    expect(mail[0]!.text).toContain("Finished: Ann");
    expect(mail[0]!.text).toContain("Stuck for 3 days or more: Ben");
    expect(mail[0]!.text).toContain("Working on it: Dot");
    expect(mail[0]!.text).toContain("Not started: Cat");
    expect(mail[0]!.link).toMatch(new RegExp(`/clubs/${clubId}$`));
    // Members get none, and a second pass in the same week sends nothing.
    expect(api.h.mail.sent.some((m) => m.to === ann.email)).toBe(false);
    expect(await digests.run()).toBe(0);

    api.h.clock.now = new Date("2026-12-07T03:30:00Z");
    expect(await digests.run()).toBe(1);
    expect(api.h.mail.sent.filter((m) => m.to === coach.email)).toHaveLength(2);
  });
});
