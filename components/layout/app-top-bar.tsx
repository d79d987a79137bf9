"use client";
import { useSession } from "next-auth/react";
import { usePathname } from "next/navigation";
import { Menu } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { useNavState } from "./nav-state";
import { TopBar } from "./top-bar";

/** The session's user until the profile loads, so nothing moves when it arrives. */
export function AppTopBar() {
  const { user, loading, leaving } = useAuth();
  const { data: session } = useSession();
  const pathname = usePathname();
  const { setOpen, triggerRef } = useNavState();
  const fromSession = session?.user && !leaving ? { fullName: session.user.name, userName: session.user.userName, avatar: "" } : null;
  const shown = user ?? fromSession;
  const menu = shown ? (
    <Button ref={triggerRef} variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" onClick={() => setOpen(true)}>
      <Menu className="h-5 w-5" aria-hidden />
    </Button>
  ) : null;
  return <TopBar user={shown} loading={loading && !shown} current={pathname} leading={menu} inApp />;
}
