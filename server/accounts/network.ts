import { sql } from "drizzle-orm";
import { ACCOUNT_PREFIX } from "./account";

/** A followed bare handle is a person of its own, whose id is ACCOUNT_PREFIX and the account id (decision 009). */
export const networkPeople = (userId: string) => sql`
  select f.user_id::text as person, u.full_name as name, h.account_id
  from follows f
  join users u on u.id = f.user_id
  join user_handles h on h.user_id = f.user_id
  where f.follower_id = ${userId} and f.user_id is not null
  union all
  select ${ACCOUNT_PREFIX}::text || f.account_id::text, coalesce(a.display_name, a.handle), f.account_id
  from follows f
  join platform_accounts a on a.id = f.account_id
  where f.follower_id = ${userId} and f.account_id is not null`;
