import Link from "next/link";
import { cn } from "@/lib/cn";
import { BrandMark } from "./brand-mark";

/** The brand is always two words (docs/behaviour.md §1). */
export function Brand({ className, href = "/" }: { className?: string; href?: string }) {
  return (
    <Link
      href={href}
      className={cn("inline-flex items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap", className)}
      aria-label="Algo Ladder home"
    >
      <BrandMark className="h-7 w-7 shrink-0" />
      <span>
        <span className="text-brand-600 dark:text-brand-400">Algo</span> <span>Ladder</span>
      </span>
    </Link>
  );
}
