"use client";
import { useEffect, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { platformLabel, platformOfLink } from "@/lib/contract/platforms";
import { notify, notifyFailure } from "@/lib/client/notify";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { useDraftForm } from "@/lib/hooks/use-validated-submit";
import { STUMBLE_LIMITS, STUMBLE_PLATFORMS, stumbleInputSchema, stumbleStatus, type Stumble } from "@/lib/contract/stumbles";

const EMPTY = { name: "", summary: "", url: "", platform: "leetcode", hint: "", intuition: "", solution: "" };
const PLATFORM_OPTIONS = STUMBLE_PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) }));

type StumbleDraft = typeof EMPTY;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (stumble: Stumble) => void;
  prefill?: Partial<StumbleDraft> | null;
};

/** The draft lives here, so closing the dialog keeps it (docs/behaviour.md §4). */
export function StumbleFormDialog({ open, onOpenChange, onAdded, prefill }: Props) {
  const { draft, setDraft, bind, busy, submit } = useDraftForm(stumbleInputSchema, EMPTY, "stumble:new");
  const adding = useApiMutation("/saved/stumbles/add");
  useEffect(() => {
    if (prefill) setDraft({ ...EMPTY, ...prefill });
  }, [prefill, setDraft]);
  const urlField = bind("url");
  const onUrlChange = (e: { target: { value: string } }) => {
    const url = e.target.value;
    const platform = platformOfLink(url);
    setDraft((d) => ({ ...d, url, ...(platform ? { platform } : {}) }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await submit(draft, async (data) => {
      const result = await adding.mutateAsync({ ...data, status: stumbleStatus(data.solution) });
      if (!result.ok) {
        notifyFailure(result, "problemAdditionFailed");
        return result.error?.issues;
      }
      onAdded(result.data.stumble);
      notify.success("problemAdded");
      setDraft(EMPTY);
      onOpenChange(false);
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Problem"
      description="Save a problem that tripped you up, with what finally cracked it."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Name" required autoFocus maxLength={STUMBLE_LIMITS.name} placeholder="e.g. Two Sum" {...bind("name")} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Summary"
            required
            maxLength={STUMBLE_LIMITS.summary}
            placeholder="What the problem asks, in a line or two"
            {...bind("summary")}
          />
        </div>
        <TextField
          label="Problem link"
          type="url"
          maxLength={STUMBLE_LIMITS.url}
          placeholder="https://..."
          hint="The platform is read from the link."
          {...urlField}
          onChange={onUrlChange}
        />
        <SelectField label="Platform" options={PLATFORM_OPTIONS} {...bind("platform")} />
        <div className="sm:col-span-2">
          <TextAreaField label="Hint" maxLength={STUMBLE_LIMITS.hint} {...bind("hint")} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label="Intuition" maxLength={STUMBLE_LIMITS.intuition} {...bind("intuition")} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label="Solution link"
            type="url"
            maxLength={STUMBLE_LIMITS.solution}
            placeholder="https://..."
            hint="With a solution link the problem counts as solved."
            {...bind("solution")}
          />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save Problem"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
