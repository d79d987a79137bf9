import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PlatformId } from "@/lib/contract/platforms";
import { networkPeople } from "../../accounts/network";
import type { Db } from "../../db/client";
import { queryPrepared } from "../../db/raw";

export type PersonAccount = [
  person: string,
  name: string,
  accountId: string,
  platform: PlatformId,
  version: string,
  lastSyncedAt: string | null,
  status: string,
];

/** Activity versions are bumped in the same transaction as every write to submissions (drizzle/0014), so they fingerprint the sheet. */
type SheetNetwork = {
  people: PersonAccount[] | null;
  mine: Array<[platform: string, accountId: string, version: string]> | null;
  verified: Array<[person: string, accountId: string]> | null;
};

/** One index lookup per network account; the fixed person-then-account order is what the sheet keeps where times tie. */
export const sheetNetworkQuery = (userId: string) => sql`
    with people as materialized (
      select x.person, x.name, x.account_id from (${networkPeople(userId)}) x
    )
    select
      (select json_agg(json_build_array(p.person, p.name, a.id, a.platform, a.activity_version::text, a.last_synced_at, a.status)
          order by p.person, a.id)
        from people p join platform_accounts a on a.id = p.account_id) as people,
      (select json_agg(json_build_array(h.platform, a.id, a.activity_version::text) order by h.platform)
        from user_handles h join platform_accounts a on a.id = h.account_id
        where h.user_id = ${userId}) as mine,
      (select json_agg(json_build_array(v.user_id::text, v.account_id) order by v.user_id, v.account_id)
        from verified_handles v
        join user_handles h on h.user_id = v.user_id and h.account_id = v.account_id
        where v.user_id::text in (select person from people)) as verified`;

/** Equal fingerprints, an equal sheet for the same window. */
export async function readSheetNetwork(db: Db, userId: string) {
  const [row] = await queryPrepared<SheetNetwork>(db, "sheet_network", sheetNetworkQuery(userId));
  const network = { people: row?.people ?? [], mine: row?.mine ?? [], verified: row?.verified ?? [] };
  return { network, fingerprint: createHash("sha256").update(JSON.stringify(network)).digest("base64url") };
}

export type SheetNetworkRead = Awaited<ReturnType<typeof readSheetNetwork>>["network"];
