"use client";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import type { FieldIssues } from "@/lib/contract/common";
import { useDraftForm } from "@/lib/hooks/use-validated-submit";
import { noteDraftKey } from "./note-draft";
import { CONCEPT_LIMITS, conceptInputSchema, type Concept } from "@/lib/contract/concepts";
import { ProblemLinksField } from "./problem-links-field";

type Parsed = ReturnType<typeof conceptInputSchema.parse>;
/** Undefined when the save went through or failed otherwise. */
export type SaveNote = (input: Parsed) => Promise<FieldIssues | undefined>;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; note?: Concept; onSave: SaveNote };

const draftOf = (note?: Concept) => ({
  title: note?.title ?? "",
  description: note?.description ?? "",
  basic: note?.notes.basic ?? "",
  intermediate: note?.notes.intermediate ?? "",
  advanced: note?.notes.advanced ?? "",
  problemLinks: note?.problemLinks.length ? [...note.problemLinks] : [""],
});

/** docs/behaviour.md §4 */
export function ConceptModal({ open, onOpenChange, note, onSave }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={note ? "Edit Note" : "Add Note"} className="max-w-2xl">
      {/* Keyed so every opening, and a reload after a newer edit, starts from the note as saved (or blank). */}
      <NoteForm key={note ? `${note.id}:${note.version}` : "new"} note={note} onSave={onSave} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function NoteForm({ note, onSave, onCancel }: { note?: Concept; onSave: SaveNote; onCancel: () => void }) {
  const { draft, setDraft, bind, issues, busy, submit, discard } = useDraftForm(
    conceptInputSchema,
    () => draftOf(note),
    noteDraftKey(note),
  );

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { basic, intermediate, advanced, ...rest } = draft;
    await submit({ ...rest, notes: { basic, intermediate, advanced } }, onSave);
  }

  const level = (key: "basic" | "intermediate" | "advanced", label: string) => (
    <TextAreaField label={label} maxLength={CONCEPT_LIMITS.level} rows={4} {...bind(key, `notes.${key}`)} />
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Title"
        required
        autoFocus
        maxLength={CONCEPT_LIMITS.title}
        placeholder="e.g. Binary search on the answer"
        {...bind("title")}
      />
      <TextAreaField label="Description" maxLength={CONCEPT_LIMITS.description} rows={2} {...bind("description")} />
      {level("basic", "Basic")}
      {level("intermediate", "Intermediate")}
      {level("advanced", "Advanced")}
      <ProblemLinksField
        links={draft.problemLinks}
        onChange={(problemLinks) => setDraft((d) => ({ ...d, problemLinks }))}
        issues={issues}
      />
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            discard();
            onCancel();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : note ? "Save Changes" : "Save Note"}
        </Button>
      </div>
    </form>
  );
}
