"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { SearchInput } from "@/components/ui/search-input";
import { EmptyState, ErrorState } from "@/components/ui/states";
import type { ApiResult } from "@/lib/client/api";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import { isStaleList, notify, notifyFailure } from "@/lib/client/notify";
import type { Concept } from "@/lib/contract/concepts";
import { NOTE_CHANGED_MESSAGE } from "@/lib/contract/limits";
import { loadToasts } from "@/lib/client/toast";
import { MESSAGES } from "@/lib/client/messages";
import { useApiMutation, useCollection } from "@/lib/hooks/use-api-query";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { ConceptItem } from "./concept-item";
import { ConceptStats } from "./concept-stats";
import type { SaveNote } from "./concept-modal";
import { noteDraftKey } from "./note-draft";
import { keepDraft } from "@/lib/client/kept-drafts";

// Its form (and the schema library the form checks with) loads when the dialog is first opened.
const ConceptModal = dynamic(() => import("./concept-modal").then((m) => m.ConceptModal), { ssr: false });

/** docs/behaviour.md §9; capped so a long list does not keep the user waiting. */
const revealDelay = (i: number) => Math.min(i, 15) * 100;

function matches(c: Concept, query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [c.title, c.description, c.notes.basic, c.notes.intermediate, c.notes.advanced].some((t) => t.toLowerCase().includes(q));
}

type Modal = { open: false; note?: Concept } | { open: true; note?: Concept };

/** The server's zone and moment, so days and the Recent Updates count agree on both sides. */
export function ConceptsView({ timeZone, renderedAt }: { timeZone?: string; renderedAt?: number }) {
  const concepts = useCollection("/saved/concepts/get", "allConcepts");
  const { update, refresh } = concepts;
  const adding = useApiMutation("/saved/concepts/add");
  const editing = useApiMutation("/saved/concepts/edit");
  const removal = useApiMutation("/saved/concepts/remove");
  const [query, setQuery] = useState("");
  const [modal, setModal] = useState<Modal>({ open: false });
  const formMounted = useOpenedOnce(modal.open);
  const [toDelete, setToDelete] = useState<Concept | null>(null);
  const [now, setNow] = useState(() => renderedAt ?? Date.now());

  // docs/architecture.md §6: position in the full server-ordered list plus the id, never a filtered index.
  const addressOf = (c: Concept) => ({ index: concepts.items?.findIndex((x) => x.id === c.id) ?? -1, id: c.id });

  async function failed(result: ApiResult<unknown>, key: "noteCreationFailed" | "noteEditingFailed" | "noteRemovalFailed") {
    notifyFailure(result, key);
    if (isStaleList(result)) await refresh();
    return result.ok ? undefined : (result.error?.issues ?? undefined);
  }

  /** Another tab saved it first: the form keeps what the user typed. */
  async function offerReload(note: Concept) {
    const { toast } = await loadToasts();
    toast.error(MESSAGES.noteEditingFailed, {
      description: NOTE_CHANGED_MESSAGE,
      action: {
        label: "Reload note",
        onClick: () =>
          void refresh().then((list) => {
            const latest = list?.find((c) => c.id === note.id);
            setModal(latest ? { open: true, note: latest } : { open: false });
          }),
      },
    });
  }

  const save: SaveNote = async (input) => {
    const note = modal.note;
    const result = note
      ? await editing.mutateAsync({ concept_details: input, ...addressOf(note), version: note.version })
      : await adding.mutateAsync(input);
    if (note && !result.ok && result.error?.message === NOTE_CHANGED_MESSAGE) return void (await offerReload(note));
    if (!result.ok) return failed(result, note ? "noteEditingFailed" : "noteCreationFailed");
    keepDraft(noteDraftKey(note), null);
    const saved = result.data.concept;
    // docs/behaviour.md §4: new notes go at the end; an edited note keeps its place.
    update((list) => (note ? list.map((c) => (c.id === saved.id ? saved : c)) : [...list, saved]));
    setNow(Date.now());
    notify.success(note ? "noteEdited" : "noteCreated");
    setModal({ open: false, note });
    return undefined;
  };

  async function remove(target: Concept) {
    const result = await removal.mutateAsync(addressOf(target));
    setToDelete(null);
    if (!result.ok) return void (await failed(result, "noteRemovalFailed"));
    update((list) => list.filter((c) => c.id !== target.id));
    notify.success("noteRemoved");
  }

  const all = concepts.items ?? [];
  const shown = all.filter((c) => matches(c, query));
  return (
    <>
      <PageLoader text={LOADING_TEXT.concepts} done={concepts.status !== "loading"} />
      <PageHeader
        title="Saved Notes"
        subtitle="Concepts in your own words, from the basics to the advanced tricks, with problems to practise them on."
        actions={
          <Button onClick={() => setModal({ open: true })} disabled={concepts.status !== "ready"}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Note
          </Button>
        }
      />
      {concepts.status === "error" ? (
        <ErrorState title="Could not load your notes" onRetry={concepts.reload} />
      ) : concepts.status === "ready" ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <aside className="lg:col-start-2 lg:row-start-1">
            <ConceptStats concepts={all} now={now} />
          </aside>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <div role="search" className="mb-4">
              <SearchInput
                label="Search notes"
                placeholder="Search titles, descriptions and notes..."
                value={query}
                onValueChange={setQuery}
              />
            </div>
            {shown.length === 0 ? (
              <EmptyState
                title={all.length === 0 ? "No notes yet" : "No notes found"}
                description={all.length === 0 ? "Write down a concept you want to remember." : "Try a different search."}
              />
            ) : (
              <ul aria-label="Notes" className="space-y-3">
                {shown.map((c, i) => (
                  <li key={c.id}>
                    <ConceptItem
                      concept={c}
                      delayMs={revealDelay(i)}
                      onEdit={() => setModal({ open: true, note: c })}
                      onDelete={() => setToDelete(c)}
                      timeZone={timeZone}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
      {formMounted ? (
        <ConceptModal open={modal.open} onOpenChange={(open) => setModal((m) => ({ ...m, open }))} note={modal.note} onSave={save} />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this note?"
        description={toDelete ? `"${toDelete.title}" and its links will be removed.` : undefined}
        confirmLabel="Delete"
        busy={removal.isPending}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </>
  );
}
