import { DAY } from "@/lib/time";
import type { System } from "../compose";
import { assignmentProblems, assignments, clubMembers, clubs } from "../db/schema";
import { upsertProblems } from "../sync/store";

/** Problems the simulator lists, stored as the catalogue's sync stores them. */
export async function seedDemoClub(system: System, ownerId: string, memberIds: readonly string[]) {
  const { db, platforms, now } = system;
  const at = now();
  const listed = await platforms.codeforces.problemset();
  const picks = listed
    .filter((p) => p.rating !== null && p.rating <= 1500)
    .sort((a, b) => a.rating! - b.rating! || a.externalId.localeCompare(b.externalId))
    .slice(0, 8);
  const stored = await upsertProblems(db, picks);
  const ids = picks.map((p) => stored.get(p.externalId)!);
  await db.transaction(async (tx) => {
    const [club] = await tx.insert(clubs).values({ name: "Demo Training Club", timeZone: "UTC", ownerId }).returning({ id: clubs.id });
    const clubId = club!.id;
    await tx.insert(clubMembers).values([
      { clubId, userId: ownerId, role: "owner", joinedAt: new Date(at.getTime() - 20 * DAY) },
      ...memberIds.map((userId, i) => ({
        clubId,
        userId,
        role: i === 0 ? ("coach" as const) : ("member" as const),
        joinedAt: new Date(at.getTime() - 14 * DAY),
      })),
    ]);
    const weeks = [
      {
        title: "Week 1: warm-up",
        opensAt: new Date(at.getTime() - 10 * DAY),
        dueAt: new Date(at.getTime() - 3 * DAY),
        problems: ids.slice(0, 4),
      },
      {
        title: "Week 2: implementation",
        opensAt: new Date(at.getTime() - 2 * DAY),
        dueAt: new Date(at.getTime() + 5 * DAY),
        problems: ids.slice(4, 8),
      },
    ];
    for (const week of weeks) {
      if (!week.problems.length) continue;
      const [row] = await tx
        .insert(assignments)
        .values({ clubId, title: week.title, opensAt: week.opensAt, dueAt: week.dueAt, createdBy: ownerId })
        .returning({ id: assignments.id });
      await tx
        .insert(assignmentProblems)
        .values(week.problems.map((problemId, position) => ({ assignmentId: row!.id, position, problemId })));
    }
  });
}
