"use client";
import { Collapsible } from "radix-ui";
import { ChevronDown } from "lucide-react";
import type { ComponentType, ReactNode } from "react";

type DisclosureProps = {
  title: string;
  icon?: ComponentType<{ className?: string }>;
  children: ReactNode;
  defaultOpen?: boolean;
};

/** Radix Collapsible: a real button with aria-expanded. */
export function Disclosure({ title, icon: Icon, children, defaultOpen = false }: DisclosureProps) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className="rounded-lg border border-zinc-200 dark:border-zinc-800">
      <Collapsible.Trigger className="group flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-200 dark:hover:bg-zinc-800/60">
        <span className="flex items-center gap-2">
          {Icon ? <Icon className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden /> : null}
          {title}
        </span>
        <ChevronDown className="h-4 w-4 text-zinc-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-zinc-200 px-3 py-2 text-sm text-zinc-700 dark:border-zinc-800 dark:text-zinc-300">
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
