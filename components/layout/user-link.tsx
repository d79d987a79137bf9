import Link from "next/link";
import { UserAvatar } from "./user-avatar";

export type TopBarUser = { fullName: string; userName: string; avatar: string };

/** docs/behaviour.md §2 */
export function UserLink({ user }: { user: TopBarUser }) {
  return (
    <Link href="/profile" className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-zinc-100 dark:hover:bg-zinc-800">
      <UserAvatar fullName={user.fullName} userName={user.userName} avatar={user.avatar} />
      <span className="sr-only text-sm font-medium sm:not-sr-only" data-testid="topbar-username">
        {user.userName}
      </span>
    </Link>
  );
}
