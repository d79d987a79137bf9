"use client";
import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { isStaleList, notifyFailure } from "@/lib/client/notify";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { SearchInput } from "@/components/ui/search-input";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { apiFetch, type ApiResult } from "@/lib/client/api";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import { notify } from "@/lib/client/notify";
import type { Concept } from "@/lib/contract/concepts";
import { useRemoteData } from "@/lib/hooks/use-remote-data";
import { ConceptItem } from "./concept-item";
import { ConceptModal, type SaveNote } from "./concept-modal";
import { ConceptStats } from "./concept-stats";

const pickConcepts = (body: Record<string, unknown>) => (Array.isArray(body.allConcepts) ? (body.allConcepts as Concept[]) : undefined);
/** Spec §9: notes reveal 100 ms apart; capped so a long list does not keep the user waiting. */
const revealDelay = (i: number) => Math.min(i, 15) * 100;

function matches(c: Concept, query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [c.title, c.description, c.notes.basic, c.notes.intermediate, c.notes.advanced].some((t) => t.toLowerCase().includes(q));
}

type Modal = { open: false; note?: Concept } | { open: true; note?: Concept };

export function ConceptsView() {
  const concepts = useRemoteData("/saved/concepts/get", pickConcepts);
  const { setData, refresh } = concepts;
  const [query, setQuery] = useState("");
  const [modal, setModal] = useState<Modal>({ open: false });
  const [toDelete, setToDelete] = useState<Concept | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  // ARCHITECTURE §6: position in the full server-ordered list plus the id, never a filtered index.
  const addressOf = (c: Concept) => ({ index: concepts.data?.findIndex((x) => x.id === c.id) ?? -1, id: c.id });

  async function failed(result: ApiResult<unknown>, key: "noteCreationFailed" | "noteEditingFailed" | "noteRemovalFailed") {
    notifyFailure(result, key);
    if (isStaleList(result)) await refresh();
    return result.ok ? undefined : (result.error?.issues ?? undefined);
  }

  const save: SaveNote = async (input) => {
    const editing = modal.note;
    const result = editing
      ? await apiFetch<{ concept: Concept }>("/saved/concepts/edit", { body: { concept_details: input, ...addressOf(editing) } })
      : await apiFetch<{ concept: Concept }>("/saved/concepts/add", { body: input });
    if (!result.ok) return failed(result, editing ? "noteEditingFailed" : "noteCreationFailed");
    const saved = result.data.concept;
    // Spec §4: new notes go at the end; an edited note keeps its place.
    setData((list) => (editing ? list.map((c) => (c.id === saved.id ? saved : c)) : [...list, saved]));
    setNow(Date.now());
    notify.success(editing ? "noteEdited" : "noteCreated");
    setModal({ open: false, note: editing });
    return undefined;
  };

  async function remove(target: Concept) {
    setBusy(true);
    const result = await apiFetch("/saved/concepts/remove", { body: addressOf(target) });
    setBusy(false);
    setToDelete(null);
    if (!result.ok) return void (await failed(result, "noteRemovalFailed"));
    setData((list) => list.filter((c) => c.id !== target.id));
    notify.success("noteRemoved");
  }

  const all = concepts.data ?? [];
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
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
      <ConceptModal open={modal.open} onOpenChange={(open) => setModal((m) => ({ ...m, open }))} note={modal.note} onSave={save} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this note?"
        description={toDelete ? `"${toDelete.title}" and its links will be removed.` : undefined}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </>
  );
}
