"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useApiQuery } from "@/lib/hooks/use-api-query";
import { cn } from "@/lib/cn";

/** Nothing when the user is in no club. */
export function ClubList({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const list = useApiQuery("/clubs/list", { staleTime: 60_000 });
  const clubs = list.data?.clubs ?? [];
  if (!clubs.length) return null;
  return (
    <ul aria-label="Your clubs" className="mt-1 ml-7 space-y-1" data-testid="sidebar-clubs">
      {clubs.map((club) => {
        const href = `/clubs/${club.id}`;
        return (
          <li key={club.id}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={pathname === href ? "page" : undefined}
              className={cn(
                "block truncate rounded-md px-2 py-1 text-sm text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
                pathname === href && "font-semibold text-brand-700 dark:text-brand-400",
              )}
            >
              {club.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
