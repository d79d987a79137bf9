import type { Metadata } from "next";
import { ProfileView } from "@/components/profile/profile-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { codeforcesOffered } from "@/lib/auth/codeforces-verify";
import { renderMoment, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Profile" };

/**
 * The handles' verification and the personal tokens are read on the server with the profile the layout reads, so the page
 * is whole in the server's HTML (docs/decisions/019-server-read-profile.md); the accounts' sync
 * status starts from the profile's own. Whether Codeforces sign-in is offered is this server's
 * configuration. Nothing is read on a navigation inside the app, or when the read fails or is
 * slow: the browser reads it, as before.
 */
export default async function ProfilePage() {
  const [verification, ...others] = await seedReads(["/profile/verification", "/profile/tokens"]);
  const offered = codeforcesOffered();
  // The handles' "synced 3 min ago" is rendered here too: the browser's first render must read the same.
  const renderedAt = verification?.readAt ?? renderMoment();
  if (!verification) return <ProfileView codeforcesOffered={offered} renderedAt={renderedAt} />;
  return (
    <SeedQueries entries={[verification, ...others]}>
      <ProfileView codeforcesOffered={offered} renderedAt={renderedAt} />
    </SeedQueries>
  );
}
