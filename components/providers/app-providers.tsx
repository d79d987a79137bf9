"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import { useEffect, useState, type ReactNode } from "react";
import { AuthProvider, seedProfile } from "@/components/auth/auth-provider";
import { NavStateProvider } from "@/components/layout/nav-state";
import { loadToasts } from "@/lib/client/toast";
import { whenIdle } from "@/lib/client/when-idle";
import { makeQueryClient } from "@/lib/client/query-client";
import type { ProfileData } from "@/lib/contract/profile";

/** The cache lives as long as this layout, so signing out and in again never shows another user's lists. */
export function AppProviders({
  session,
  profile,
  children,
}: {
  session: Session | null;
  profile: ProfileData | undefined;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = makeQueryClient();
    if (profile) seedProfile(client, profile);
    return client;
  });
  // Ready before the first toast, but loaded once idle so Sonner's module does not lengthen hydration.
  useEffect(() => whenIdle(() => void loadToasts()), []);
  return (
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <NavStateProvider>{children}</NavStateProvider>
        </AuthProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
