import type { SmartSheetEntry } from "@/lib/contract/network";
import { platformAccounts, users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { route } from "../../http/route";
import { requestSync } from "../../sync/scheduler";
import { ACCOUNT_PREFIX } from "../../accounts/account";
import { eq } from "drizzle-orm";
import { accountAsNetworkUser, networkOf, toggleFollow, toNetworkUsers, type ToggleTarget } from "./queries";
import { searchUsers } from "./search";
import { savedAnswers } from "./saved-answers";
import { accountWindows, readSheetNetwork, readSmartSheet } from "./smartsheet";
import { DAY } from "@/lib/time";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How long a saved Smart Sheet may be given again while the data behind it is unchanged: the
 * window moves and accounts turn stale with the clock, which its fingerprint does not see.
 */
const SHEET_MAX_AGE_MS = 60_000;
/** Saved sheets per API process, in bytes of their JSON (a 200-problem sheet is about 130 KB). */
const SHEET_SAVED_BYTES = 32 * 1024 * 1024;
/**
 * Network accounts' summary rows in the window kept per API process, shared by all viewers (about
 * 100 bytes each: 500,000 rows is 12,500 accounts at 40 problems a month).
 */
const SHEET_WINDOW_ROWS = 500_000;

/**
 * About the size of a sheet's JSON, without writing it (the answer writes it once): an entry's
 * problem and links, then each listed person (id, name, time). The benchmark's 200-problem sheet:
 * 134 KB estimated, 127 KB written.
 */
const sheetBytes = (sheet: readonly SmartSheetEntry[]) =>
  sheet.reduce((n, e) => n + 250 + 110 * (e.task.attempters.length + e.task.solvers.length), 0);

export function networkRoutes({ db, env, now, platforms, wakeSync }: Deps) {
  const savedSheets = savedAnswers<Awaited<ReturnType<typeof readSmartSheet>>>({
    maxAgeMs: SHEET_MAX_AGE_MS,
    maxBytes: SHEET_SAVED_BYTES,
  });
  const windows = accountWindows({ maxRows: SHEET_WINDOW_ROWS });
  return [
    route("/fetch/network", async (_, c) => ({ success: true, networkData: await networkOf(db, c.get("userId")) })),
    route("/fetch/searchUser", async ({ searchQuery, platform }, c) => ({
      success: true,
      ...(await searchUsers(db, platforms, c.get("userId"), searchQuery, platform)),
    })),
    route("/friends/toggleFriend", async ({ friend_id }, c) => {
      const userId = c.get("userId");
      const target: ToggleTarget = friend_id.startsWith(ACCOUNT_PREFIX)
        ? { kind: "account", id: friend_id.slice(ACCOUNT_PREFIX.length) }
        : { kind: "user", id: friend_id };
      if (!UUID.test(target.id))
        throw new AppError("invalid", "friend_id is not a user or account id", { issues: { friend_id: ["Unknown id"] } });
      if (target.kind === "user" && target.id === userId)
        throw new AppError("invalid", "You cannot follow yourself", { issues: { friend_id: ["That is you"] } });
      let user;
      if (target.kind === "user") {
        const [row] = await db
          .select({ id: users.id, fullName: users.fullName, userName: users.userName })
          .from(users)
          .where(eq(users.id, target.id));
        if (!row) throw new AppError("not_found", "No such user");
        user = (await toNetworkUsers(db, [row]))[0];
      } else {
        const [row] = await db.select().from(platformAccounts).where(eq(platformAccounts.id, target.id));
        if (!row) throw new AppError("not_found", "No such platform account");
        user = accountAsNetworkUser(row);
      }
      const following = await toggleFollow(db, userId, target);
      if (following && target.kind === "account") {
        // A followed bare handle is synced like anyone's.
        await requestSync(db, [target.id], "first", now());
        wakeSync();
      }
      return {
        success: true,
        message: following ? "Connection added" : "Connection removed",
        following,
        user,
      };
    }),
    route("/fetch/smartsheet", async ({ limit }, c) => {
      const userId = c.get("userId");
      const at = now();
      const since = new Date(at.getTime() - env.SHEET_WINDOW_DAYS * DAY);
      const staleBefore = new Date(at.getTime() - 2 * env.SYNC_INTERVAL_MINUTES * 60_000);
      // The network and its fingerprint are read first: data changing while the sheet is computed
      // leaves a sheet newer than its fingerprint, which the next read recomputes; never an older
      // one kept.
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
