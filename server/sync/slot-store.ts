import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/raw";
import type { SlotStore } from "../platforms/core";

/** The limits belong to our address, and the atomic update never gives two processes one slot. */
export function createDbSlotStore(db: Db): SlotStore {
  return {
    async reserve(platform, spacingMs, now) {
      const rows = await queryRows<{ start: string | Date }>(
        db,
        sql`
        insert into platform_throttle (platform, next_slot_at)
        values (${platform}, ${new Date(now.getTime() + spacingMs)})
        on conflict (platform) do update
          set next_slot_at = greatest(platform_throttle.next_slot_at, ${now}::timestamptz) + make_interval(secs => ${spacingMs / 1000})
        returning next_slot_at - make_interval(secs => ${spacingMs / 1000}) as start`,
      );
      const start = rows[0]!.start;
      return new Date(start);
    },
  };
}
