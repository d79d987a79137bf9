import { cn } from "@/lib/cn";
import { initialOf } from "./filters";

/** docs/behaviour.md §2; decorative, as the name is always next to it. */
export function PersonAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-semibold text-brand-700 dark:bg-brand-500/20 dark:text-brand-400",
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
