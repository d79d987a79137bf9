"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * docs/behaviour.md §2: sheet sections animate in when scrolled into view. With reduced motion they are
 * simply there (the hidden start is motion-safe only, and `.reveal` has no animation then).
 */
export function RevealOnScroll({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setShown(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div ref={ref} className={cn(shown ? "reveal" : "motion-safe:opacity-0", className)}>
      {children}
    </div>
  );
}
