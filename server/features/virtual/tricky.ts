import { eq } from "drizzle-orm";
import type { VirtualProblem } from "@/lib/contract/virtual";
import type { Db } from "../../db/client";
import { stumbles } from "../../db/schema";
import { addStumble } from "../stumbles/queries";
import type { ContestRow } from "./contests";

/** Skips any already there (same link); returns how many were added. All or none: an add past the cap stores none of them. */
export async function saveAsTricky(db: Db, userId: string, contest: ContestRow, problems: readonly VirtualProblem[], at: Date) {
  return db.transaction(async (tx) => {
    const saved = new Set((await tx.select({ url: stumbles.url }).from(stumbles).where(eq(stumbles.userId, userId))).map((r) => r.url));
    let added = 0;
    for (const p of problems) {
      if (saved.has(p.url)) continue;
      await addStumble(
        tx,
        userId,
        {
          name: p.name,
          summary: `From the virtual contest ${contest.title}`,
          url: p.url,
          platform: p.platform,
          hint: "",
          intuition: "",
          solution: "",
        },
        at,
      );
      added += 1;
    }
    return added;
  });
}
