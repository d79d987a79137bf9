import type { ReactNode } from "react";
import { PublicFrame } from "@/components/layout/public-frame";

/** Open to everyone and rendered without the session; the top bar learns who is signed in after load. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <PublicFrame user="ask">{children}</PublicFrame>;
}
