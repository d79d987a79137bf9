"use client";
import { useAuth } from "@/components/auth/auth-provider";
import { PageHeader } from "@/components/ui/page-header";
import { HandlesSection } from "./handles-section";
import { PersonalSection } from "./personal-section";
import { ProfileQuickStats } from "./profile-quick-stats";
import { VerificationSection } from "./verification-section";

export function ProfileView() {
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
        <VerificationSection key={JSON.stringify(handles)} />
      </div>
    </>
  );
}
