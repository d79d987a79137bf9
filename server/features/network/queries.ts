import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { COLLECTION_CAPS } from "@/lib/contract/limits";
import type { NetworkUser } from "@/lib/contract/network";
import type { PlatformId } from "@/lib/contract/platforms";
import type { Handles } from "@/lib/contract/profile";
import type { Db } from "../../db/client";
import { refuseAtCap } from "../../db/caps";
import { follows, platformAccounts, userHandles, users, verifiedHandles } from "../../db/schema";
import { accountPersonId, type AccountRow } from "../../accounts/account";

const emptyHandles = (): Handles => ({ leetcode: "", codeforces: "", codechef: "" });

type AccountBits = {
  platform: PlatformId;
  handle: string;
  rating: number | null;
  status: string;
  lastSyncedAt: Date | null;
  verified?: boolean;
  lastActivityAt?: Date | null;
};

function fill(accounts: AccountBits[]): Pick<NetworkUser, "handles" | "ratings" | "verified" | "syncing" | "lastActiveAt"> {
  const handles = emptyHandles();
  const ratings: NetworkUser["ratings"] = {};
  const verified: PlatformId[] = [];
  const syncing: PlatformId[] = [];
  let lastActive: Date | null = null;
  for (const a of accounts) {
    handles[a.platform] = a.handle;
    if (a.rating !== null) ratings[a.platform] = a.rating;
    // Its rating is not known, which is not the same as unrated.
    else if (a.lastSyncedAt === null && (a.status === "pending" || a.status === "error")) syncing.push(a.platform);
    if (a.verified) verified.push(a.platform);
    if (a.lastActivityAt && (!lastActive || a.lastActivityAt > lastActive)) lastActive = a.lastActivityAt;
  }
  return {
    handles,
    ratings,
    ...(verified.length ? { verified } : {}),
    ...(syncing.length ? { syncing } : {}),
    lastActiveAt: lastActive?.toISOString() ?? null,
  };
}

async function accountsOfUsers(db: Db, userIds: string[]): Promise<Map<string, AccountBits[]>> {
  const out = new Map<string, AccountBits[]>();
  if (!userIds.length) return out;
  const rows = await db
    .select({
      userId: userHandles.userId,
      platform: platformAccounts.platform,
      handle: platformAccounts.handle,
      rating: platformAccounts.rating,
      status: platformAccounts.status,
      lastSyncedAt: platformAccounts.lastSyncedAt,
      lastActivityAt: platformAccounts.lastActivityAt,
      verified: sql<boolean>`${verifiedHandles.accountId} is not null`,
    })
    .from(userHandles)
    .innerJoin(platformAccounts, eq(platformAccounts.id, userHandles.accountId))
    // A verified badge: this user has proved this handle is theirs.
    .leftJoin(verifiedHandles, and(eq(verifiedHandles.accountId, userHandles.accountId), eq(verifiedHandles.userId, userHandles.userId)))
    .where(inArray(userHandles.userId, userIds));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r]);
  return out;
}

export async function toNetworkUsers(db: Db, people: Array<{ id: string; fullName: string; userName: string }>): Promise<NetworkUser[]> {
  const accounts = await accountsOfUsers(
    db,
    people.map((p) => p.id),
  );
  return people.map((p) => ({ id: p.id, kind: "user", fullName: p.fullName, userName: p.userName, ...fill(accounts.get(p.id) ?? []) }));
}

export function accountAsNetworkUser(a: AccountRow): NetworkUser {
  return {
    id: accountPersonId(a.id),
    kind: "account",
    // A bare handle has no Algo Ladder name: the platform's name when known, else the handle.
    fullName: a.displayName ?? a.handle,
    userName: a.handle,
    ...fill([a]),
  };
}

/** docs/behaviour.md §3 network data, in the order people were followed. */
export async function networkOf(db: Db, userId: string): Promise<NetworkUser[]> {
  const rows = await db
    .select({ follow: follows, user: users, account: platformAccounts })
    .from(follows)
    .leftJoin(users, eq(users.id, follows.userId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, follows.accountId))
    .where(eq(follows.followerId, userId))
    // The follow time, then the id: follows made in the same instant (a seeded network) keep one order.
    .orderBy(follows.createdAt, follows.id)
    .limit(COLLECTION_CAPS.follows);
  const people = await toNetworkUsers(
    db,
    rows.flatMap((r) => (r.user ? [r.user] : [])),
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.flatMap((r) => (r.user ? [byId.get(r.user.id)!] : r.account ? [accountAsNetworkUser(r.account)] : []));
}

/** strpos, never LIKE or a regular expression, so '%', '_' and friends match themselves. */
export async function searchPeople(db: Db, userId: string, query: string, limit = 20) {
  const q = query.toLowerCase();
  const contains = (column: unknown) => sql`strpos(lower(${column}), ${q}) > 0`;
  const followedUsers = db
    .select({ id: follows.userId })
    .from(follows)
    .where(and(eq(follows.followerId, userId), isNotNull(follows.userId)));
  const people = await db
    .select({ id: users.id, fullName: users.fullName, userName: users.userName })
    .from(users)
    .where(
      and(
        sql`${users.id} <> ${userId}`,
        sql`${users.id} not in (${followedUsers})`,
        sql`(${contains(users.fullName)} or ${contains(users.userName)} or exists (
          select 1 from user_handles h join platform_accounts a on a.id = h.account_id
          where h.user_id = ${users.id} and ${contains(sql`a.handle`)}))`,
      ),
    )
    .orderBy(users.userName)
    .limit(limit);
  const bare = await db
    .select()
    .from(platformAccounts)
    .where(
      and(
        contains(platformAccounts.handle),
        sql`${platformAccounts.status} <> 'not_found'`,
        sql`not exists (select 1 from user_handles h where h.account_id = ${platformAccounts.id})`,
        sql`not exists (select 1 from follows f where f.follower_id = ${userId} and f.account_id = ${platformAccounts.id})`,
      ),
    )
    .orderBy(platformAccounts.handleKey)
    .limit(limit);
  return { people: await toNetworkUsers(db, people), accounts: bare.map(accountAsNetworkUser) };
}

export async function handleIsClaimed(db: Db, platform: PlatformId, handle: string): Promise<boolean> {
  const rows = await db
    .select({ id: userHandles.userId })
    .from(userHandles)
    .innerJoin(platformAccounts, eq(platformAccounts.id, userHandles.accountId))
    .where(and(eq(platformAccounts.platform, platform), eq(platformAccounts.handleKey, handle.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

export type ToggleTarget = { kind: "user"; id: string } | { kind: "account"; id: string };

export async function toggleFollow(db: Db, followerId: string, target: ToggleTarget): Promise<boolean> {
  const column = target.kind === "user" ? follows.userId : follows.accountId;
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(column, target.id)))
    .returning({ id: follows.id });
  if (removed.length) return false;
  await db.transaction(async (tx) => {
    await refuseAtCap(tx, followerId, "follows", follows, eq(follows.followerId, followerId));
    await tx
      .insert(follows)
      .values(target.kind === "user" ? { followerId, userId: target.id } : { followerId, accountId: target.id })
      .onConflictDoNothing();
  });
  return true;
}
