import { cn } from "@/lib/cn";

/** Sized like its content so nothing moves; hidden from assistive technology, as the page's loader speaks. */
export function Skeleton({ className, inline = false }: { className?: string; inline?: boolean }) {
  const Tag = inline ? "span" : "div";
  return (
    <Tag
      aria-hidden
      className={cn(
        "animate-pulse rounded-lg bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800",
        inline && "inline-block align-middle",
        className,
      )}
    />
  );
}
