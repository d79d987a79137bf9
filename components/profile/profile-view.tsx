"use client";
import { useAuth } from "@/components/auth/auth-provider";
import { PageHeader } from "@/components/ui/page-header";
import { HandlesSection } from "./handles-section";
import { PersonalSection } from "./personal-section";
import { ProfileQuickStats } from "./profile-quick-stats";
import { VerificationSection } from "./verification-section";

/**
 * `codeforcesOffered`: whether this server offers Codeforces sign-in; `renderedAt`: when the
 * verification the server rendered with was read (a challenge's countdown starts there).
 */
export function ProfileView({ codeforcesOffered, renderedAt }: { codeforcesOffered: boolean; renderedAt?: number }) {
  const { profile } = useAuth();
  if (!profile) return null;
  const { personal, handles, quickStats, accounts } = profile;
  return (
    <>
      <PageHeader title="Profile" subtitle={`@${personal.userName} · ${personal.email}`} />
      <ProfileQuickStats stats={quickStats} accounts={accounts} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <PersonalSection personal={personal} />
        <HandlesSection handles={handles} accounts={accounts} />
      </div>
      {/* Re-read when the handles change: a new handle starts unverified. */}
      <div className="mt-6">
        <VerificationSection key={JSON.stringify(handles)} codeforcesOffered={codeforcesOffered} renderedAt={renderedAt} />
      </div>
    </>
  );
}
