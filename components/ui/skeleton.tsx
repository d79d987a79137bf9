import { cn } from "@/lib/cn";

/**
 * A grey block standing in for content that is still loading, sized like that content so nothing
 * below it moves when the content arrives; `inline` for one inside a line of text. Hidden from
 * assistive technology: the page's loader says what is loading.
 */
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
