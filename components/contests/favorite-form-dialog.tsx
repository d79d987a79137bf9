"use client";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { platformLabel } from "@/lib/contract/platforms";
import { notify, notifyFailure } from "@/lib/client/notify";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { useDraftForm } from "@/lib/hooks/use-validated-submit";
import { FAVORITE_LIMITS, FAVORITE_PLATFORMS, favoriteInputSchema, type FavoriteContest } from "@/lib/contract/favorites";

const EMPTY = { name: "", url: "", platform: "codeforces", short_note: "" };
const PLATFORM_OPTIONS = FAVORITE_PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) }));
const URL_HINT: Record<string, string> = {
  codeforces: "A link on codeforces.com",
  codechef: "A link on codechef.com",
  leetcode: "A link on leetcode.com",
  other: "Any http(s) link",
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onAdded: (favorite: FavoriteContest) => void };

export function FavoriteFormDialog({ open, onOpenChange, onAdded }: Props) {
  const { draft, setDraft, bind, busy, submit } = useDraftForm(favoriteInputSchema, EMPTY, "favorite:new");
  const adding = useApiMutation("/contests/favorites/add");

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await submit(
      draft,
      async (data) => {
        const result = await adding.mutateAsync(data);
        if (!result.ok) {
          // A 409 here is a duplicate: the reason ('Contest already in favourites') is the description.
          notifyFailure(result, "favoriteAdditionFailed");
          return result.error?.issues;
        }
        onAdded(result.data.favorite);
        notify.success("favoriteAdded");
        setDraft(EMPTY);
        onOpenChange(false);
      },
      // docs/behaviour.md §5: the name is checked first, then the link (present, http(s), on the platform's host).
      (found) => (found.name ? notify.error("invalidContestName") : found.url ? notify.error("invalidContestUrl") : undefined),
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Favorite Contest" description="Keep a contest you want to come back to.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Contest name"
          required
          autoFocus
          maxLength={FAVORITE_LIMITS.name}
          placeholder="e.g. Codeforces Round 900"
          {...bind("name")}
        />
        <SelectField label="Platform" options={PLATFORM_OPTIONS} {...bind("platform")} />
        <TextField
          label="Contest link"
          type="url"
          required
          maxLength={FAVORITE_LIMITS.url}
          placeholder="https://..."
          hint={URL_HINT[draft.platform]}
          {...bind("url")}
        />
        <TextAreaField
          label="Short note"
          maxLength={FAVORITE_LIMITS.note}
          rows={2}
          placeholder="Why it is worth a revisit"
          {...bind("short_note")}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save Contest"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
