import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * Sheet sections come in as they are scrolled into view: a scroll-driven CSS animation
 * (`.reveal-on-scroll` in app/globals.css), so nothing waits for JavaScript and the server's HTML
 * is readable at first paint (docs/decisions/028-sheet-reveal-without-script.md). Where the browser
 * has no scroll-driven animations, or the user asks for reduced motion, the sections are simply there.
 */
export function RevealOnScroll({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("reveal-on-scroll", className)}>{children}</div>;
}
