import type { SmartSheetEntry } from "@/lib/contract/network";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { readSheetNetwork } from "./network";
import { savedAnswers } from "./saved-answers";
import { readSmartSheet } from "./sheet";
import { accountWindows } from "./window-cache";
import { DAY } from "@/lib/time";

/** The window moves and accounts turn stale with the clock, which the fingerprint does not see. */
const SHEET_MAX_AGE_MS = 60_000;
/** A 200-problem sheet is about 130 KB. */
const SHEET_SAVED_BYTES = 32 * 1024 * 1024;
/** About 100 bytes each: 500,000 rows is 12,500 accounts at 40 problems a month. */
const SHEET_WINDOW_ROWS = 500_000;

/** Estimated without writing it, since the answer writes it once (134 KB estimated, 127 KB written for 200 problems). */
const sheetBytes = (sheet: readonly SmartSheetEntry[]) =>
  sheet.reduce((n, e) => n + 250 + 110 * (e.task.attempters.length + e.task.solvers.length), 0);

export function smartSheetRoutes({ db, env, now }: Deps) {
  const savedSheets = savedAnswers<Awaited<ReturnType<typeof readSmartSheet>>>({
    maxAgeMs: SHEET_MAX_AGE_MS,
    maxBytes: SHEET_SAVED_BYTES,
  });
  const windows = accountWindows({ maxRows: SHEET_WINDOW_ROWS });
  return [
    route("/fetch/smartsheet", async ({ limit }, c) => {
      const userId = c.get("userId");
      const at = now();
      const since = new Date(at.getTime() - env.SHEET_WINDOW_DAYS * DAY);
      const staleBefore = new Date(at.getTime() - 2 * env.SYNC_INTERVAL_MINUTES * 60_000);
      // Read first, so data changing meanwhile leaves a sheet newer than its fingerprint, never an older one kept.
      const { network, fingerprint } = await readSheetNetwork(db, userId);
      const key = `${userId}:${limit}`;
      let saved = savedSheets.get(key, fingerprint, at);
      if (!saved) {
        saved = await readSmartSheet(db, userId, { since, staleBefore, limit }, { network, windows });
        savedSheets.set(key, fingerprint, saved, sheetBytes(saved.sheet), at);
      }
      const { sheet, freshness } = saved;
      return {
        success: true,
        smartSheet: sheet,
        freshness: { ...freshness, windowDays: env.SHEET_WINDOW_DAYS },
      };
    }),
  ];
}
