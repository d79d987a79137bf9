import type { z } from "zod";
import { VIRTUAL_LIMITS, type createVirtualSchema } from "@/lib/contract/virtual";
import { DAY } from "@/lib/time";
import { AppError } from "../../core/errors";
import type { Db } from "../../db/client";
import { createContest, notFollowed } from "./contests";
import { drawProblems, groupLevel, problemsFromLinks } from "./problems";

/** A minute's grace on "now" covers the form's round trip. */
export async function createVirtual(db: Db, userId: string, input: z.output<typeof createVirtualSchema>, at: Date): Promise<string> {
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
  return createContest(
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
}
