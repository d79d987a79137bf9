import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A scroll-driven CSS animation, so nothing waits for JavaScript (docs/decisions/028-sheet-reveal-without-script.md). */
export function RevealOnScroll({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("reveal-on-scroll", className)}>{children}</div>;
}
