"use client";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { PageLoader } from "@/components/ui/page-loader";
import { ErrorState } from "@/components/ui/states";
import { browserTimeZone, rememberTimeZone } from "@/lib/client/time-zone";
import { whenIdle } from "@/lib/client/when-idle";
import { TimeZoneHint } from "@/lib/hooks/use-time-zone";
import { Sidebar } from "./sidebar";

/** docs/behaviour.md §2; `timeZone` is the zone the server rendered with (lib/hooks/use-time-zone.tsx). */
export function AppShell({ children, timeZone }: { children: ReactNode; timeZone: string | null }) {
  const { loading, isAuthenticated, leaving, profileFailed, retryProfile } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  // So the next document load is read on the server in the user's zone; once idle, as reading it is slow (docs/decisions/026-time-zone-when-idle.md).
  useEffect(() => whenIdle(() => rememberTimeZone(browserTimeZone())), []);
  useEffect(() => {
    if (!loading && !isAuthenticated && !leaving) router.replace(`/login?next=${encodeURIComponent(pathname)}`);
  }, [loading, isAuthenticated, leaving, pathname, router]);
  if (profileFailed) {
    // The server failed, the session did not: say so and keep trying.
    return (
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <ErrorState
          title="Could not load your account"
          description="The server did not answer. You are still signed in; this page will load by itself once the server is back."
          onRetry={retryProfile}
        />
      </main>
    );
  }
  // The loader covers only the content column, so the sidebar stays usable and the skip link's target exists from the first paint.
  const ready = !loading && isAuthenticated;
  return (
    <TimeZoneHint zone={timeZone}>
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        <Sidebar />
        <main id="main" className="relative min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {ready ? children : <PageLoader text="Loading..." />}
        </main>
      </div>
    </TimeZoneHint>
  );
}
