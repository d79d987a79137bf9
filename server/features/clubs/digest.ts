import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { DAY } from "@/lib/time";
import type { Db } from "../../db/client";
import type { Logger } from "../../core/logger";
import type { Mail, Mailer } from "../../mail/mailer";
import { clubMembers, clubs, users } from "../../db/schema";
import { assignmentsOf } from "./assignments";
import { matrixOf } from "./views";

/** The digest goes out at the first pass from Monday 08:00 in the club's time zone. */
const SEND_FROM_HOUR = 8;

type Club = typeof clubs.$inferSelect;

/** The club's week ("2026-W49", ISO weeks) and whether its digest hour has come, in the club's zone. */
export function digestWeek(at: Date, timeZone: string): { week: string; due: boolean } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const local = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  const weekday = (local.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(local.getTime() + (3 - weekday) * DAY);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / (7 * DAY)) + 1;
  return {
    week: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`,
    due: weekday > 0 || Number(parts.hour) >= SEND_FROM_HOUR,
  };
}

export type DigestLine = { title: string; dueAt: Date; finished: string[]; stuck: string[]; working: string[]; notStarted: string[] };

/** Per assignment open now or due in the last week, each member in one list: finished, stuck, working on it, not started. */
export async function digestOf(db: Db, club: Club, now: Date): Promise<DigestLine[]> {
  const matrix = await matrixOf(db, club, now);
  const byAssignment = new Map<string, { title: string; dueAt: Date }>();
  for (const a of await assignmentsOf(db, [club.id])) {
    if (a.opensAt <= now && a.dueAt.getTime() > now.getTime() - 7 * DAY) byAssignment.set(a.id, { title: a.title, dueAt: a.dueAt });
  }
  const members = matrix.members.filter((m) => m.role === "member");
  return [...byAssignment].map(([id, a]) => {
    const line: DigestLine = { ...a, finished: [], stuck: [], working: [], notStarted: [] };
    for (const m of members) {
      const cells = matrix.cells.filter((c) => c.assignmentId === id && c.memberId === m.id);
      if (cells.every((c) => c.state.startsWith("solved"))) line.finished.push(m.name);
      else if (cells.some((c) => c.stuck)) line.stuck.push(m.name);
      else if (cells.every((c) => c.state === "untried")) line.notStarted.push(m.name);
      else line.working.push(m.name);
    }
    return line;
  });
}

const names = (list: string[]) => (list.length ? list.join(", ") : "nobody");
const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export function digestMail(to: string, club: Club, week: string, lines: DigestLine[], link: string): Mail {
  const day = (d: Date) => d.toLocaleDateString("en-GB", { timeZone: club.timeZone, day: "numeric", month: "short" });
  const blocks = lines.map((l) => ({
    head: `${l.title} (due ${day(l.dueAt)})`,
    rows: [
      `Finished: ${names(l.finished)}`,
      `Stuck for 3 days or more: ${names(l.stuck)}`,
      `Working on it: ${names(l.working)}`,
      `Not started: ${names(l.notStarted)}`,
    ],
  }));
  return {
    to,
    subject: `${club.name}: the week's digest (${week})`,
    text: [
      `${club.name}, ${week}`,
      ...blocks.map((b) => [b.head, ...b.rows.map((r) => `  ${r}`)].join("\n")),
      `Open the club: ${link}`,
    ].join("\n\n"),
    html: [
      `<p><strong>${escapeHtml(club.name)}</strong>, ${week}</p>`,
      ...blocks.map((b) => `<p><strong>${escapeHtml(b.head)}</strong><br>${b.rows.map(escapeHtml).join("<br>")}</p>`),
      `<p><a href="${escapeHtml(link)}">Open the club</a></p>`,
    ].join(""),
    link,
  };
}

export type ClubDigests = ReturnType<typeof createClubDigests>;

/**
 * The weekly digest mail to each club's owner and coaches. Each club's week is claimed in one
 * update, so however many processes run this, a club's coaches get one digest a week; a failed
 * send gives the claim back for the next pass.
 */
export function createClubDigests(deps: { db: Db; mailer: Mailer; logger: Logger; appUrl: string; now: () => Date }) {
  const { db, mailer, logger } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function sendFor(club: Club, now: Date): Promise<boolean> {
    const { week, due } = digestWeek(now, club.timeZone);
    if (!due || club.digestWeek === week) return false;
    const lines = await digestOf(db, club, now);
    if (!lines.length) return false;
    const claimed = await db
      .update(clubs)
      .set({ digestWeek: week })
      .where(and(eq(clubs.id, club.id), or(isNull(clubs.digestWeek), ne(clubs.digestWeek, week))))
      .returning({ id: clubs.id });
    if (!claimed.length) return false;
    const coaches = await db
      .select({ email: users.email })
      .from(clubMembers)
      .innerJoin(users, eq(users.id, clubMembers.userId))
      .where(and(eq(clubMembers.clubId, club.id), inArray(clubMembers.role, ["owner", "coach"])));
    try {
      const link = new URL(`/clubs/${club.id}`, deps.appUrl).toString();
      for (const { email } of coaches) await mailer.send(digestMail(email, club, week, lines, link));
      return true;
    } catch (error) {
      await db.update(clubs).set({ digestWeek: club.digestWeek }).where(eq(clubs.id, club.id));
      throw error;
    }
  }

  async function pass(): Promise<number> {
    const now = deps.now();
    let sent = 0;
    for (const club of await db.select().from(clubs)) {
      try {
        if (await sendFor(club, now)) sent++;
      } catch (error) {
        logger.warn({ clubId: club.id, error: error instanceof Error ? error.message : String(error) }, "club digest not sent");
      }
    }
    if (sent) logger.info({ clubs: sent }, "club digests sent");
    return sent;
  }

  const run = () => (running ??= pass().finally(() => (running = null)));

  return {
    /** One pass now; resolves to how many clubs' digests went out. */
    run,
    start(everyMs: number) {
      if (timer) return;
      timer = setInterval(() => void run().catch(() => undefined), everyMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
