"use client";
import { useAuth } from "@/components/auth/auth-provider";
import { PageHeader } from "@/components/ui/page-header";
import { AccountDataSection } from "./account-data-section";
import { HandlesSection } from "./handles-section";
import { PersonalSection } from "./personal-section";
import { ProfileQuickStats } from "./profile-quick-stats";
import { TokensSection } from "./tokens-section";
import { VerificationSection } from "./verification-section";

/** `renderedAt`: the server's moment, so the browser's first render reads the same. */
export function ProfileView({ codeforcesOffered, renderedAt }: { codeforcesOffered: boolean; renderedAt?: number }) {
  const { profile } = useAuth();
  if (!profile) return null;
  const { personal, handles, quickStats, accounts } = profile;
  return (
    <>
      <PageHeader title="Profile" subtitle={`@${personal.userName} · ${personal.email}`} />
      <ProfileQuickStats stats={quickStats} accounts={accounts} />
      <div className="grid items-start gap-6 *:min-w-0 xl:grid-cols-2">
        <PersonalSection personal={personal} />
        <HandlesSection handles={handles} accounts={accounts} renderedAt={renderedAt} />
      </div>
      {/* Re-read when the handles change: a new handle starts unverified. */}
      <div className="mt-6">
        <VerificationSection key={JSON.stringify(handles)} codeforcesOffered={codeforcesOffered} renderedAt={renderedAt} />
      </div>
      <div className="mt-6">
        <TokensSection />
      </div>
      <div className="mt-6">
        <AccountDataSection />
      </div>
    </>
  );
}
