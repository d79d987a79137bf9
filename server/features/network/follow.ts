import { eq } from "drizzle-orm";
import type { NetworkUser } from "@/lib/contract/network";
import { AppError } from "../../core/errors";
import { platformAccounts, users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { ACCOUNT_PREFIX } from "../../accounts/account";
import { requestSync } from "../../sync/scheduler";
import { accountAsNetworkUser, toggleFollow, toNetworkUsers, type ToggleTarget } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A followed bare handle is synced like anyone's. */
export async function toggleFriend(
  { db, now, wakeSync }: Pick<Deps, "db" | "now" | "wakeSync">,
  userId: string,
  friendId: string,
): Promise<{ following: boolean; user: NetworkUser | undefined }> {
  const target: ToggleTarget = friendId.startsWith(ACCOUNT_PREFIX)
    ? { kind: "account", id: friendId.slice(ACCOUNT_PREFIX.length) }
    : { kind: "user", id: friendId };
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
    await requestSync(db, [target.id], "first", now());
    wakeSync();
  }
  return { following, user };
}
