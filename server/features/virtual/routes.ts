import type { VirtualList } from "@/lib/contract/virtual";
import type { Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { created, route } from "../../http/route";
import { contestFor, contestProblems, contestsOf, contestView, phaseOf, respond } from "./contests";
import { createVirtual } from "./create";
import { liveStandings } from "./live";
import { findProblems } from "./problems";
import { saveAsTricky } from "./tricky";

/** Virtual contests for a group (docs/decisions/016-virtual-contests.md). */
export function virtualRoutes({ db, now, wakeSync }: Deps) {
  return [
    route("/virtual/create", async (input, c) => {
      const userId = c.get("userId");
      const at = now();
      const id = await createVirtual(db, userId, input, at);
      const { contest, myStatus } = await contestFor(db, userId, id);
      return created({ success: true, message: "Contest created", contest: await contestView(db, contest, myStatus, at) });
    }),
    route("/virtual/list", async (_, c) => {
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
      return { success: true, ...list };
    }),
    route("/virtual/respond", async ({ contestId, accept }, c) => {
      const userId = c.get("userId");
      const at = now();
      const { contest, status } = await respond(db, userId, contestId, accept, at);
      return {
        success: true,
        message: accept ? "Invitation accepted" : "Invitation declined",
        contest: await contestView(db, contest, status, at),
      };
    }),
    route("/virtual/standings", async ({ contestId }, c) => {
      const userId = c.get("userId");
      const at = now();
      const { contest } = await contestFor(db, userId, contestId);
      const { problems, rows, woke } = await liveStandings(db, contest, at);
      if (woke) wakeSync();
      return {
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
      };
    }),
    route("/virtual/problems", async ({ q }) => {
      const problems = await findProblems(db, q);
      return { success: true, problems };
    }),
    route("/virtual/save-tricky", async ({ contestId }, c) => {
      const userId = c.get("userId");
      const at = now();
      const { contest } = await contestFor(db, userId, contestId);
      if (phaseOf(contest, at) !== "finished") throw new AppError("conflict", "The contest has not finished yet");
      const added = await saveAsTricky(db, userId, contest, await contestProblems(db, contest, at), at);
      return {
        success: true,
        message: added ? `Added ${added} to Tricky Problems` : "Already in Tricky Problems",
        added,
      };
    }),
  ];
}
