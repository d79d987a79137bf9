import type { ReactNode } from "react";
import { ExternalLink } from "lucide-react";
import { PlatformBadge } from "@/components/ui/badge";
import { Card } from "@/components/ui/page-header";

export function ProblemOffers({
  id,
  title,
  description,
  toggle,
  children,
}: {
  id: string;
  title: string;
  description: string;
  toggle: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-6">
      <Card>
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
        <ul aria-label={title} className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
          {children}
        </ul>
        {toggle}
      </Card>
    </section>
  );
}

/** On a phone the name takes its own line and the actions move below when they do not fit. */
export function ProblemOfferRow({
  name,
  url,
  platform,
  detail,
  children,
}: {
  name: string;
  url: string;
  /** A platform id, or another site's name. */
  platform: string;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-w-0 flex-1 items-center gap-1 font-medium break-words underline-offset-2 hover:underline max-sm:basis-full"
      >
        {name}
        <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
      </a>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 max-sm:flex-auto">
        <PlatformBadge platform={platform} />
        <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">{detail}</span>
      </span>
      <span className="ml-auto flex items-center gap-x-3">{children}</span>
    </li>
  );
}
