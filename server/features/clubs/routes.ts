import { AppError } from "../../core/errors";
import type { Deps } from "../../http/context";
import { created, route } from "../../http/route";
import { eq } from "drizzle-orm";
import { clubs } from "../../db/schema";
import { isCoach, membership } from "./access";
import { createClubContest, drawForClub } from "./draw";
import { assignmentsOf, catalogueProblems, createAssignment, problemViews } from "./assignments";
import {
  clubsOf,
  createClub,
  createInvite,
  handOver,
  invitesOf,
  joinByCode,
  leaveClub,
  memberCount,
  removeMember,
  revokeInvite,
  setRole,
} from "./clubs";
import { clubBoards, matrixOf, myAssignments } from "./views";

/** Clubs (docs/decisions/037-clubs.md): each handler first finds the caller's role in the club it names. */
export function clubRoutes({ db, now }: Deps) {
  const boards = clubBoards();
  return [
    route("/clubs/create", async (input, c) =>
      created({ success: true, club: { id: await createClub(db, c.get("userId"), input, now()) } }),
    ),
    route("/clubs/list", async (_, c) => ({ success: true, clubs: await clubsOf(db, c.get("userId")) })),
    route("/clubs/get", async ({ clubId }, c) => {
      const { club, role } = await membership(db, clubId, c.get("userId"));
      const list = await assignmentsOf(db, [clubId]);
      return {
        success: true,
        club: {
          id: club.id,
          name: club.name,
          timeZone: club.timeZone,
          role,
          memberCount: await memberCount(db, clubId),
          countUnverified: club.countUnverified,
        },
        assignments: list.map((a) => ({
          id: a.id,
          title: a.title,
          opensAt: a.opensAt.toISOString(),
          dueAt: a.dueAt.toISOString(),
          problemIds: a.problemIds,
        })),
        problems: await problemViews(
          db,
          list.flatMap((a) => a.problemIds),
        ),
        invites: isCoach(role) ? await invitesOf(db, clubId, now()) : [],
      };
    }),
    route("/clubs/settings", async ({ clubId, countUnverified }, c) => {
      await membership(db, clubId, c.get("userId"), "coach");
      await db.update(clubs).set({ countUnverified }).where(eq(clubs.id, clubId));
      return { success: true };
    }),
    route("/clubs/invite", async ({ clubId }, c) => {
      await membership(db, clubId, c.get("userId"), "coach");
      return created({ success: true, ...(await createInvite(db, clubId, c.get("userId"), now())) });
    }),
    route("/clubs/invite/revoke", async ({ clubId, inviteId }, c) => {
      await membership(db, clubId, c.get("userId"), "coach");
      await revokeInvite(db, clubId, inviteId, now());
      return { success: true, message: "Invite revoked" };
    }),
    route("/clubs/join", async ({ code }, c) => ({ success: true, club: { id: await joinByCode(db, c.get("userId"), code, now()) } })),
    route("/clubs/leave", async ({ clubId }, c) => {
      await leaveClub(db, clubId, c.get("userId"));
      return { success: true, message: "You left the club" };
    }),
    route("/clubs/members/role", async ({ clubId, userId, role }, c) => {
      await membership(db, clubId, c.get("userId"), "owner");
      await setRole(db, clubId, userId, role);
      return { success: true };
    }),
    route("/clubs/members/remove", async ({ clubId, userId }, c) => {
      const { role } = await membership(db, clubId, c.get("userId"), "coach");
      await removeMember(db, clubId, role, userId);
      return { success: true };
    }),
    route("/clubs/handover", async ({ clubId, userId }, c) => {
      await membership(db, clubId, c.get("userId"), "owner");
      await handOver(db, clubId, c.get("userId"), userId);
      return { success: true, message: "Ownership handed over" };
    }),
    route("/clubs/assignments/create", async ({ clubId, title, problems, opensAt, dueAt }, c) => {
      await membership(db, clubId, c.get("userId"), "coach");
      const problemIds = await catalogueProblems(
        db,
        problems.map((p) => p.url),
      );
      const id = await createAssignment(db, clubId, c.get("userId"), { title, opensAt, dueAt, problemIds });
      return created({ success: true, message: "Assignment created", assignment: { id } });
    }),
    route("/clubs/assignments/mine", async (_, c) => ({ success: true, assignments: await myAssignments(db, c.get("userId"), now()) })),
    route("/clubs/matrix", async ({ clubId, assignmentId }, c) => {
      const { club } = await membership(db, clubId, c.get("userId"), "coach");
      const matrix = await matrixOf(db, club, now(), assignmentId);
      if (assignmentId && !matrix.problems.length) throw new AppError("not_found", "Assignment not found");
      return { success: true, ...matrix };
    }),
    route("/clubs/draw", async ({ clubId, band, count }, c) => {
      const { club } = await membership(db, clubId, c.get("userId"), "coach");
      const { level, target, drawn } = await drawForClub(db, club, band, count);
      const views = new Map(
        (
          await problemViews(
            db,
            drawn.map((p) => p.id),
          )
        ).map((p) => [p.id, p]),
      );
      return { success: true, level, target, problems: drawn.map((p) => views.get(p.id)!) };
    }),
    route("/clubs/virtual", async ({ clubId }, c) => {
      const { club } = await membership(db, clubId, c.get("userId"), "coach");
      return created({
        success: true,
        message: "Club contest created",
        contest: { id: await createClubContest(db, club, c.get("userId"), now()) },
      });
    }),
    route("/clubs/board", async ({ clubId }, c) => {
      const { club } = await membership(db, clubId, c.get("userId"));
      return { success: true, ...(await boards.read(db, club, now())) };
    }),
  ];
}
