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

/**
 * What only signed-in pages need: the next-auth session (read on the server, so there is no
 * loading round trip), the query cache, the profile and the phone drawer's state. The cache
 * lives as long as this layout, so signing out and in again never shows another user's lists.
 * `profile` is the profile the server read for this page, if it could: it is in the cache before
 * the first render, so the page renders (on the server too) without waiting for the browser.
 */
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
  // Signed-in pages toast often; have the toaster ready rather than load it on the first one. Once
  // the browser is idle: loading it mounts the toaster and runs Sonner's module, which would
  // otherwise lengthen the task that hydrates the page.
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
