import Link from "next/link";
import { TrendingUp } from "lucide-react";

/** The brand is always two words (spec §1). */
export function Brand({ className = "" }: { className?: string }) {
  return (
    <Link
      href="/"
      className={`inline-flex items-center gap-2 whitespace-nowrap text-lg font-bold tracking-tight ${className}`}
      aria-label="Algo Ladder home"
    >
      <TrendingUp className="h-6 w-6 text-brand-500" aria-hidden />
      <span>
        <span className="text-brand-600 dark:text-brand-400">Algo</span> <span>Ladder</span>
      </span>
    </Link>
  );
}
