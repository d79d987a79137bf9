import type { ReactNode } from "react";

/** Public pages (landing, About, Help, Privacy, Terms, release notes) each render their own public frame. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return children;
}
