import Link from "next/link";
import type { ReactNode } from "react";
import { Moon, Sun } from "@/components/ui/static-icons";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Brand } from "./brand";
import { SessionUserSlot } from "./session-user-slot";
import { ThemeToggle } from "./theme-toggle";
import { UserLink, type TopBarUser } from "./user-link";

const PUBLIC_LINKS = [
  { href: "/", label: "Home", smallScreens: true },
  { href: "/stumbles", label: "Tricky Problems", smallScreens: false },
  { href: "/concepts", label: "Saved Notes", smallScreens: false },
];
/** The sidebar carries every page at every width (docs/decisions/014). */
const APP_LINKS = [{ href: "/dashboard", label: "Home", smallScreens: true }];

type TopBarProps = {
  /** "ask" where the page is rendered without a request. */
  user: TopBarUser | null | "ask";
  loading?: boolean;
  current?: string;
  /** The phone menu button in the signed-in shell. */
  leading?: ReactNode;
  inApp?: boolean;
};

/** docs/behaviour.md §2; holds no state, as public pages render it on the server and the shell in the browser. */
export function TopBar({ user, loading = false, current, leading, inApp = false }: TopBarProps) {
  const links = inApp ? APP_LINKS : PUBLIC_LINKS;
  const login = (
    <Link href="/login" className={buttonClass({ size: "sm" })}>
      Login
    </Link>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        {leading}
        <Brand href={inApp ? "/dashboard" : "/"} />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1">
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              aria-current={current === l.href ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
                !l.smallScreens && "hidden md:inline-block",
                current === l.href && "text-brand-600 dark:text-brand-400",
              )}
            >
              {l.label}
            </Link>
          ))}
          <ThemeToggle className={buttonClass({ variant: "ghost", size: "icon" })}>
            <Sun className="hidden h-5 w-5 dark:block" />
            <Moon className="h-5 w-5 dark:hidden" />
          </ThemeToggle>
          {loading ? (
            <span className="h-8 w-20 animate-pulse rounded-lg motion-reduce:animate-none bg-zinc-200 dark:bg-zinc-800" aria-hidden />
          ) : user === "ask" ? (
            <SessionUserSlot signedOut={login} />
          ) : user ? (
            <UserLink user={user} />
          ) : (
            login
          )}
        </nav>
      </div>
    </header>
  );
}
