import type { ReactNode } from "react";
import { signedInUser } from "@/components/auth/signed-in-user";
import { PublicFrame } from "@/components/layout/public-frame";

/** The landing page: open to everyone; a signed-in visitor is greeted by name (spec §2: not redirected). */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <PublicFrame user={await signedInUser()} current="/">
      {children}
    </PublicFrame>
  );
}
