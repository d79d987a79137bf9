import type { ComponentType, ReactNode } from "react";

/** An honest panel for a part of the product whose data does not exist yet: no invented numbers. */
export function NotYetAvailable({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 px-6 py-14 text-center dark:border-zinc-700">
      <Icon className="mb-3 h-10 w-10 text-brand-500" aria-hidden />
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 max-w-lg text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
    </div>
  );
}
