import { cn } from "@/lib/cn";

/** docs/behaviour.md §4/§9 */
export const LOADER_FADE_MS = 500;

/** Fills the nearest positioned ancestor, so the top bar and sidebar stay usable; visibility flips at the end of the fade, so it stops taking clicks. */
export function PageLoader({ text, done = false, fadeMs = LOADER_FADE_MS }: { text: string; done?: boolean; fadeMs?: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-hidden={done || undefined}
      data-testid="page-loader"
      data-done={done}
      style={{ transitionDuration: `${fadeMs}ms` }}
      className={cn(
        "absolute inset-0 z-20 flex min-h-[50vh] flex-col items-center justify-start gap-4 bg-zinc-50/95 pt-[20vh] transition-[opacity,visibility] dark:bg-zinc-950/95",
        done && "pointer-events-none invisible opacity-0",
      )}
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-500 border-t-transparent motion-reduce:animate-none"
        aria-hidden
      />
      <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{text}</p>
    </div>
  );
}
