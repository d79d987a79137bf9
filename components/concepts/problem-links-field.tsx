"use client";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { FieldIssues } from "@/lib/contract/common";
import { CONCEPT_LIMITS } from "@/lib/contract/concepts";

type Props = { links: string[]; onChange: (links: string[]) => void; issues: FieldIssues };

/** docs/behaviour.md §5: at least one link input is always kept. */
export function ProblemLinksField({ links, onChange, issues }: Props) {
  const setAt = (i: number, value: string) => onChange(links.map((l, j) => (j === i ? value : l)));
  const removeAt = (i: number) => onChange(links.filter((_, j) => j !== i));
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">Problem links</legend>
      {links.map((link, i) => (
        <div key={i} className="flex items-start gap-2">
          <div className="flex-1">
            <TextField
              label={`Problem link ${i + 1}`}
              type="url"
              placeholder="https://..."
              maxLength={CONCEPT_LIMITS.link}
              value={link}
              error={issues[`problemLinks.${i}`]?.[0]}
              onChange={(e) => setAt(i, e.target.value)}
            />
          </div>
          {links.length > 1 ? (
            <Button variant="ghost" size="icon" aria-label={`Remove link ${i + 1}`} onClick={() => removeAt(i)} className="mt-6 shrink-0">
              <X className="h-4 w-4" aria-hidden />
            </Button>
          ) : null}
        </div>
      ))}
      {issues.problemLinks ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {issues.problemLinks[0]}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => onChange([...links, ""])} disabled={links.length >= CONCEPT_LIMITS.links}>
        <Plus className="h-4 w-4" aria-hidden />
        Add link
      </Button>
    </fieldset>
  );
}
