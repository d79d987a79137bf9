"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Menu } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button, buttonClass } from "@/components/ui/button";
import { PROTECTED_PREFIXES } from "@/lib/gate";
import { cn } from "@/lib/cn";
import { Brand } from "./brand";
import { ThemeToggle } from "./theme-toggle";
import { UserAvatar } from "./user-avatar";
import { useNavState } from "./nav-state";

const LINKS = [
  { href: "/", label: "Home", smallScreens: true },
  { href: "/stumbles", label: "Tricky Problems", smallScreens: false },
  { href: "/concepts", label: "Saved Notes", smallScreens: false },
];

export function TopBar() {
  const { user, loading } = useAuth();
  const pathname = usePathname();
  const { setOpen, triggerRef } = useNavState();
  const inApp = PROTECTED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        {inApp && user ? (
          <Button
            ref={triggerRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open navigation"
            onClick={() => setOpen(true)}
          >
            <Menu className="h-5 w-5" aria-hidden />
          </Button>
        ) : null}
        <Brand />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1">
          {LINKS.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              aria-current={pathname === l.href ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
                !l.smallScreens && "hidden md:inline-block",
                pathname === l.href && "text-brand-600 dark:text-brand-400",
              )}
            >
              {l.label}
            </Link>
          ))}
          <ThemeToggle />
          {loading ? (
            <span className="h-8 w-20 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800" aria-hidden />
          ) : user ? (
            <Link href="/profile" className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-zinc-100 dark:hover:bg-zinc-800">
              <UserAvatar fullName={user.fullName} userName={user.userName} avatar={user.avatar} />
              <span className="hidden text-sm font-medium sm:inline" data-testid="topbar-username">
                {user.userName}
              </span>
            </Link>
          ) : (
            <Link href="/login" className={buttonClass("primary", "sm")}>
              Login
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
