import { Hono } from "hono";
import {
  VIRTUAL_LIMITS,
  contestRefSchema,
  createVirtualSchema,
  problemSearchSchema,
  respondVirtualSchema,
  type VirtualList,
} from "@/lib/contract/virtual";
import { DAY } from "@/lib/time";
import type { AppEnv, Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { reply } from "../../http/reply";
import { jsonBody, queryOf } from "../../http/validate";
import { contestFor, contestProblems, contestsOf, contestView, createContest, notFollowed, phaseOf, respond } from "./contests";
import { liveStandings } from "./live";
import { drawProblems, findProblems, groupLevel, problemsFromLinks } from "./problems";
import { saveAsTricky } from "./tricky";

/** Virtual contests for a group (docs/decisions/016-virtual-contests.md). */
export function virtualRoutes({ db, now, wakeSync }: Deps) {
  return new Hono<AppEnv>()
    .post("/create", ...jsonBody(createVirtualSchema), async (c) => {
      const userId = c.get("userId");
      const input = c.req.valid("json");
      const at = now();
      const startAt = new Date(input.startAt);
      if (startAt.getTime() < at.getTime() - 60_000)
        throw new AppError("invalid", "Some fields are invalid", { issues: { startAt: ["Pick a start time in the future"] } });
      if (startAt.getTime() > at.getTime() + VIRTUAL_LIMITS.maxDaysAhead * DAY)
        throw new AppError("invalid", "Some fields are invalid", { issues: { startAt: ["Pick a start within the next year"] } });
      const invited = [...new Set(input.participants)].filter((id) => id !== userId);
      const strangers = await notFollowed(db, userId, invited);
      if (strangers.length)
        throw new AppError("invalid", "Some fields are invalid", { issues: { participants: ["Invite only people you follow"] } });
      const everyone = [userId, ...invited];
      const problemIds = input.problems
        ? await problemsFromLinks(
            db,
            input.problems.map((p) => p.url),
          )
        : await drawProblems(db, everyone, input.draw!.around ?? (await groupLevel(db, everyone)), input.draw!.count);
      const id = await createContest(
        db,
        userId,
        {
          title: input.title,
          mode: input.mode,
          startAt,
          endAt: new Date(startAt.getTime() + input.durationMinutes * 60_000),
          penaltySeconds: input.penaltySeconds,
          verifiedOnly: input.verifiedOnly,
          participants: invited,
          problemIds,
        },
        at,
      );
      const { contest, myStatus } = await contestFor(db, userId, id);
      return reply(
        c,
        "/virtual/create",
        { success: true, message: "Contest created", contest: await contestView(db, contest, myStatus, at) },
        201,
      );
    })
    .get("/list", async (c) => {
      const userId = c.get("userId");
      const at = now();
      const list: VirtualList = { created: [], invited: [], accepted: [], past: [] };
      for (const { contest, status } of await contestsOf(db, userId)) {
        const view = await contestView(db, contest, status, at);
        if (view.phase === "finished") list.past.push(view);
        else if (contest.creatorId === userId) list.created.push(view);
        else if (status === "invited") list.invited.push(view);
        else if (status === "accepted") list.accepted.push(view);
      }
      // Upcoming and running contests soonest first; past ones newest first (the query's order).
      for (const key of ["created", "invited", "accepted"] as const) list[key].reverse();
      return reply(c, "/virtual/list", { success: true, ...list });
    })
    .post("/respond", ...jsonBody(respondVirtualSchema), async (c) => {
      const userId = c.get("userId");
      const { contestId, accept } = c.req.valid("json");
      const at = now();
      const { contest, status } = await respond(db, userId, contestId, accept, at);
      return reply(c, "/virtual/respond", {
        success: true,
        message: accept ? "Invitation accepted" : "Invitation declined",
        contest: await contestView(db, contest, status, at),
      });
    })
    .get("/standings", queryOf(contestRefSchema), async (c) => {
      const userId = c.get("userId");
      const at = now();
      const { contest } = await contestFor(db, userId, c.req.valid("query").contestId);
      const { problems, rows, woke } = await liveStandings(db, contest, at);
      if (woke) wakeSync();
      return reply(c, "/virtual/standings", {
        success: true,
        contest: {
          id: contest.id,
          title: contest.title,
          mode: contest.mode,
          startAt: contest.startAt.toISOString(),
          endAt: contest.endAt.toISOString(),
          problems,
          phase: phaseOf(contest, at),
          penaltySeconds: contest.penaltySeconds,
          verifiedOnly: contest.verifiedOnly,
        },
        rows,
        syncedAt: at.toISOString(),
      });
    })
    .get("/problems", queryOf(problemSearchSchema), async (c) => {
      const problems = await findProblems(db, c.req.valid("query").q);
      return reply(c, "/virtual/problems", { success: true, problems });
    })
    .post("/save-tricky", ...jsonBody(contestRefSchema), async (c) => {
      const userId = c.get("userId");
      const at = now();
      const { contest } = await contestFor(db, userId, c.req.valid("json").contestId);
      if (phaseOf(contest, at) !== "finished") throw new AppError("conflict", "The contest has not finished yet");
      const added = await saveAsTricky(db, userId, contest, await contestProblems(db, contest, at), at);
      return reply(c, "/virtual/save-tricky", {
        success: true,
        message: added ? `Added ${added} to Tricky Problems` : "Already in Tricky Problems",
        added,
      });
    });
}
