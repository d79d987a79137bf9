"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentType } from "react";
import { BookOpen, Flag, GraduationCap, LayoutDashboard, ListChecks, LogOut, Mountain, Puzzle, Trophy, User, Users } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { SidebarProgress } from "@/components/dashboard/sidebar-progress";
import { ReviewDueCount } from "@/components/reviews/review-due-count";
import { InvitationCount } from "@/components/virtual/invitation-count";
import { ClubList } from "@/components/clubs/club-list";
import { cva } from "class-variance-authority";
import { cn } from "@/lib/cn";
import { SIGNED_IN_PAGES, type SignedInPath } from "@/lib/signed-in-pages";
import { lazyOnOpen } from "@/components/ui/lazy-on-open";
import { useNavState } from "./nav-state";

const ICONS: Record<SignedInPath, ComponentType<{ className?: string }>> = {
  "/dashboard": LayoutDashboard,
  "/smartsheet": ListChecks,
  "/train": Mountain,
  "/contests": Trophy,
  "/virtual": Flag,
  "/clubs": GraduationCap,
  "/network": Users,
  "/stumbles": Puzzle,
  "/concepts": BookOpen,
  "/profile": User,
};

/** One item per page at every width (docs/decisions/014); the handles live on Profile. */
const ITEMS = SIGNED_IN_PAGES.map((page) => ({ ...page, icon: ICONS[page.href] }));

const navItem = cva("flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors", {
  variants: {
    active: {
      true: "bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400",
      false: "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
    },
  },
  defaultVariants: { active: false },
});

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const { logout } = useAuth();
  const link = (item: (typeof ITEMS)[number]) => (
    <li key={item.href}>
      <Link
        href={item.href}
        onClick={onNavigate}
        className={navItem({ active: pathname.startsWith(item.href) })}
        aria-current={pathname.startsWith(item.href) ? "page" : undefined}
      >
        <item.icon className="h-4 w-4" aria-hidden />
        {item.label}
        {item.href === "/stumbles" ? <ReviewDueCount /> : null}
        {item.href === "/virtual" ? <InvitationCount /> : null}
      </Link>
      {item.href === "/clubs" ? <ClubList onNavigate={onNavigate} /> : null}
    </li>
  );
  return (
    <nav aria-label="App" className="flex h-full flex-col">
      <ul className="space-y-1">{ITEMS.map(link)}</ul>
      <div className="mt-auto pt-6">
        <SidebarProgress className="mb-3" />
        <button
          type="button"
          className={cn(navItem(), "text-red-600 dark:text-red-400")}
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          <LogOut className="h-4 w-4" aria-hidden />
          Sign out
        </button>
      </div>
    </nav>
  );
}

const MobileDrawer = lazyOnOpen(() => import("./mobile-drawer").then((m) => m.MobileDrawer));

/** On phones a drawer whose code (Radix's dialog) is fetched once idle and mounted on first open. */
export function Sidebar() {
  const { open, setOpen, triggerRef } = useNavState();
  return (
    <>
      <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-60 shrink-0 overflow-y-auto border-r border-zinc-200 p-4 md:block dark:border-zinc-800">
        <NavLinks />
      </aside>
      <MobileDrawer open={open} onOpenChange={setOpen} triggerRef={triggerRef}>
        <NavLinks onNavigate={() => setOpen(false)} />
      </MobileDrawer>
    </>
  );
}
