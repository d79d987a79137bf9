"use client";
import { Collapsible } from "radix-ui";
import { ChevronDown, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Concept } from "@/lib/contract/concepts";
import { shortDate } from "@/lib/intl";

const LEVELS = [
  { key: "basic", label: "Basic" },
  { key: "intermediate", label: "Intermediate" },
  { key: "advanced", label: "Advanced" },
] as const;

const formatUpdated = (iso: string, timeZone?: string) => shortDate(iso, timeZone);

type Props = { concept: Concept; delayMs: number; onEdit: () => void; onDelete: () => void; timeZone?: string };

/** Note text is shown as text with its line breaks, never as HTML. */
export function ConceptItem({ concept, delayMs, onEdit, onDelete, timeZone }: Props) {
  const levels = LEVELS.filter((l) => concept.notes[l.key].trim() !== "");
  return (
    <Collapsible.Root
      className="reveal rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      style={{ animationDelay: `${delayMs}ms` }}
    >
      <div className="flex items-start gap-2 p-4">
        <Collapsible.Trigger className="group flex min-w-0 flex-1 items-start gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
          <ChevronDown
            className="mt-1 h-4 w-4 shrink-0 text-zinc-500 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden
          />
          <span className="min-w-0">
            <span className="block font-semibold break-words">{concept.title}</span>
            {concept.description ? (
              <span className="mt-0.5 block text-sm break-words text-zinc-600 dark:text-zinc-400">{concept.description}</span>
            ) : null}
            <span className="mt-1 block text-xs text-zinc-500 dark:text-zinc-400">
              Updated {formatUpdated(concept.updatedAt, timeZone)}
            </span>
          </span>
        </Collapsible.Trigger>
        <Button variant="ghost" size="icon" aria-label={`Edit ${concept.title}`} onClick={onEdit} className="shrink-0">
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${concept.title}`}
          onClick={onDelete}
          className="shrink-0 hover:text-red-600 dark:hover:text-red-400"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <Collapsible.Content className="space-y-4 border-t border-zinc-200 px-4 py-4 dark:border-zinc-800">
        {levels.length === 0 ? <p className="text-sm text-zinc-500 italic dark:text-zinc-400">No notes written yet.</p> : null}
        {levels.map((l) => (
          <section key={l.key} aria-label={l.label}>
            <h3 className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">{l.label}</h3>
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-zinc-800 dark:text-zinc-200">{concept.notes[l.key]}</p>
          </section>
        ))}
        {concept.problemLinks.length > 0 ? (
          <section aria-label="Problem links">
            <h3 className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">Problem links</h3>
            <ul className="mt-1 space-y-1">
              {concept.problemLinks.map((link, i) => (
                <li key={`${i}-${link}`}>
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-1 text-sm text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
                  >
                    <span className="truncate">{link}</span>
                    <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
