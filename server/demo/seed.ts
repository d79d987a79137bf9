import { eq } from "drizzle-orm";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import type { System } from "../compose";
import { follows, platformAccounts, userHandles, users } from "../db/schema";
import { hashPassword } from "../features/auth/passwords";
import { requestSync } from "../sync/scheduler";
import { seedDemoClub } from "./club";

export const DEMO_EMAIL = "demo@algoladder.dev";
export const DEMO_PASSWORD = "demo-password";

const FIRST = [
  "Aarav",
  "Mei",
  "Lucas",
  "Priya",
  "Dmitri",
  "Sofia",
  "Kenji",
  "Amara",
  "Mateo",
  "Ines",
  "Ravi",
  "Hana",
  "Tomasz",
  "Zara",
  "Omar",
  "Lena",
];
const LAST = [
  "Sharma",
  "Chen",
  "Novak",
  "Okafor",
  "Ivanov",
  "Rossi",
  "Tanaka",
  "Haddad",
  "Silva",
  "Kowalski",
  "Mehta",
  "Park",
  "Fischer",
  "Nguyen",
];

/** Only against the bundled simulator; runs once, since a second start finds the demo account. */
export async function seedDemo(system: System, simulatorUrl: string): Promise<void> {
  const { db, logger, now } = system;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) return;

  const res = await fetch(`${simulatorUrl}/__sim/handles`);
  if (!res.ok) throw new Error(`the simulator did not list its handles (HTTP ${res.status})`);
  const all = (await res.json()) as Record<PlatformId, string[]>;
  const pool = Object.fromEntries(PLATFORM_IDS.map((p) => [p, all[p].filter((h) => !/^(unrated|empty)_/.test(h))])) as Record<
    PlatformId,
    string[]
  >;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accountIds: string[] = [];
  const club = { owner: "", members: [] as string[] };
  await db.transaction(async (tx) => {
    async function account(platform: PlatformId, handle: string) {
      const [row] = await tx
        .insert(platformAccounts)
        .values({ platform, handle, handleKey: handle.toLowerCase() })
        .onConflictDoUpdate({ target: [platformAccounts.platform, platformAccounts.handleKey], set: { handle } })
        .returning({ id: platformAccounts.id });
      accountIds.push(row!.id);
      return row!.id;
    }
    async function person(i: number, fullName: string, userName: string, email: string, skip: PlatformId[] = []) {
      const [user] = await tx.insert(users).values({ fullName, userName, email, passwordHash }).returning({ id: users.id });
      for (const platform of PLATFORM_IDS) {
        const handle = pool[platform][i];
        if (!handle || skip.includes(platform)) continue;
        await tx.insert(userHandles).values({ userId: user!.id, platform, accountId: await account(platform, handle) });
      }
      return user!.id;
    }

    const demo = await person(0, "Demo Programmer", "demo", DEMO_EMAIL);
    club.owner = demo;
    for (let i = 1; i <= 32; i++) {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[(i * 5) % LAST.length]!;
      const userName = `${first}_${last}_${i}`.toLowerCase();
      const skip: PlatformId[] = i % 5 === 0 ? ["codechef"] : i % 7 === 0 ? ["leetcode"] : [];
      const id = await person(i, `${first} ${last}`, userName, `${userName}@demo.algoladder.dev`, skip);
      if (i <= 24) await tx.insert(follows).values({ followerId: demo, userId: id });
      if (i <= 12) club.members.push(id);
    }
    for (const [platform, i] of [
      ["codeforces", 40],
      ["leetcode", 41],
    ] as const) {
      const handle = pool[platform][i];
      if (handle) await tx.insert(follows).values({ followerId: demo, accountId: await account(platform, handle) });
    }
  });
  await requestSync(db, accountIds, "seed", now());
  try {
    await seedDemoClub(system, club.owner, club.members);
  } catch (error) {
    // The demo works without its club; the simulator's problem list is what it needs.
    logger.warn({ error: String(error) }, "demo club not seeded");
  }
  logger.info({ users: 33, accounts: accountIds.length }, "demo data seeded");
}
