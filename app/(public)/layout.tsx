import type { ReactNode } from "react";

/** Each public page renders its own public frame. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return children;
}
