import type { ReactNode } from "react";
import { PublicFrame } from "@/components/layout/public-frame";

/** The gate (proxy.ts) sends signed-in users to /dashboard, so nobody is signed in here. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <PublicFrame user={null}>{children}</PublicFrame>;
}
