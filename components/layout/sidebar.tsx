"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ComponentType } from "react";
import { Collapsible, Dialog as RadixDialog } from "radix-ui";
import { BookOpen, ChevronDown, LayoutDashboard, ListChecks, LogOut, Mountain, PlusCircle, Puzzle, Trophy, User, Users, X } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { SidebarProgress } from "@/components/dashboard/sidebar-progress";
import { cva } from "class-variance-authority";
import { cn } from "@/lib/cn";
import { useNavState } from "./nav-state";

type Item = { href: string; label: string; icon: ComponentType<{ className?: string }>; smallScreensOnly?: boolean };

const BEFORE_CONTESTS: Item[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/smartsheet", label: "Smart Sheet", icon: ListChecks },
  { href: "/train", label: "Train", icon: Mountain },
];
const AFTER_CONTESTS: Item[] = [
  { href: "/network", label: "Network", icon: Users },
  { href: "/stumbles", label: "Tricky Problems", icon: Puzzle, smallScreensOnly: true },
  { href: "/concepts", label: "Saved Notes", icon: BookOpen, smallScreensOnly: true },
  { href: "/profile#handles", label: "Add Handles", icon: PlusCircle },
  { href: "/profile", label: "Profile", icon: User },
];

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
  const [contestsOpen, setContestsOpen] = useState(pathname.startsWith("/contests"));
  const link = (item: Item) => (
    <li key={item.href} className={item.smallScreensOnly ? "md:hidden" : undefined}>
      <Link
        href={item.href}
        onClick={onNavigate}
        className={navItem({ active: pathname === item.href })}
        aria-current={pathname === item.href ? "page" : undefined}
      >
        <item.icon className="h-4 w-4" aria-hidden />
        {item.label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="App" className="flex h-full flex-col">
      <ul className="space-y-1">
        {BEFORE_CONTESTS.map(link)}
        <li>
          <Collapsible.Root open={contestsOpen} onOpenChange={setContestsOpen}>
            <Collapsible.Trigger className={navItem({ active: pathname.startsWith("/contests") })}>
              <Trophy className="h-4 w-4" aria-hidden />
              Contests
              <ChevronDown className={cn("ml-auto h-4 w-4 transition-transform", contestsOpen && "rotate-180")} aria-hidden />
            </Collapsible.Trigger>
            <Collapsible.Content>
              <ul className="mt-1 space-y-1 pl-7">
                <li>
                  <Link href="/contests#upsolve" onClick={onNavigate} className={navItem()}>
                    Upsolve
                  </Link>
                </li>
                <li>
                  <Link href="/contests#favorites" onClick={onNavigate} className={navItem()}>
                    Favorites
                  </Link>
                </li>
              </ul>
            </Collapsible.Content>
          </Collapsible.Root>
        </li>
        {AFTER_CONTESTS.map(link)}
      </ul>
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

/** Static column from tablet width up; a focus-trapped drawer on phones. */
export function Sidebar() {
  const { open, setOpen, triggerRef } = useNavState();
  return (
    <>
      <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-60 shrink-0 overflow-y-auto border-r border-zinc-200 p-4 md:block dark:border-zinc-800">
        <NavLinks />
      </aside>
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
          <RadixDialog.Content
            className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-white p-4 shadow-xl md:hidden dark:bg-zinc-900"
            onCloseAutoFocus={(event) => {
              // The drawer has no Radix trigger of its own; hand focus back to the top bar's menu button.
              event.preventDefault();
              triggerRef.current?.focus();
            }}
          >
            <div className="mb-4 flex items-center justify-between">
              <RadixDialog.Title className="text-base font-semibold">Menu</RadixDialog.Title>
              <RadixDialog.Description className="sr-only">App navigation</RadixDialog.Description>
              <RadixDialog.Close className="rounded-md p-1 hover:bg-zinc-100 dark:hover:bg-zinc-800" aria-label="Close navigation">
                <X className="h-5 w-5" aria-hidden />
              </RadixDialog.Close>
            </div>
            <NavLinks onNavigate={() => setOpen(false)} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}
