import { cn } from "@/lib/cn";

/** docs/behaviour.md §4/§9: pages fade their loader out about 500 ms after data arrives. */
export const LOADER_FADE_MS = 500;

/**
 * A loader over the content area with a status text: it fills the nearest positioned ancestor
 * (the app shell's main column), so the top bar and the sidebar stay usable while a page loads.
 * `done` fades it out; once invisible it no longer takes clicks or reaches assistive technology
 * (visibility flips at the end of the fade).
 */
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
