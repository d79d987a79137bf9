import type { Metadata } from "next";
import { ProfileView } from "@/components/profile/profile-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { codeforcesOffered } from "@/lib/auth/codeforces-verify";
import { renderMoment, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Profile" };

/** docs/decisions/019-server-read-profile.md; the accounts' sync status starts from the profile's own. */
export default async function ProfilePage() {
  const [verification, ...others] = await seedReads(["/profile/verification", "/profile/tokens"]);
  const offered = codeforcesOffered();
  // The browser's first render must read the same "synced 3 min ago".
  const renderedAt = verification?.readAt ?? renderMoment();
  if (!verification) return <ProfileView codeforcesOffered={offered} renderedAt={renderedAt} />;
  return (
    <SeedQueries entries={[verification, ...others]}>
      <ProfileView codeforcesOffered={offered} renderedAt={renderedAt} />
    </SeedQueries>
  );
}
