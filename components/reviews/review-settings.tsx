"use client";
import { useState, type FormEvent } from "react";
import { Settings2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { TextField } from "@/components/ui/field";
import { notify, notifyFailure } from "@/lib/client/notify";
import { REVIEW_INTERVAL_RANGE, REVIEW_RETENTION_RANGE } from "@/lib/contract/limits";
import type { ReviewSettings } from "@/lib/contract/reviews";
import { useApiMutation, useApiQuery } from "@/lib/hooks/use-api-query";
import { useRefreshReviews } from "./use-reviews";

function SettingsForm({ saved }: { saved: ReviewSettings }) {
  const [retention, setRetention] = useState(String(saved.targetRetention));
  const [maxInterval, setMaxInterval] = useState(String(saved.maximumIntervalDays));
  const [errors, setErrors] = useState<Partial<Record<keyof ReviewSettings, string>>>({});
  const saving = useApiMutation("/reviews/settings/update");
  const refresh = useRefreshReviews();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema library loads with the first save, not with the page.
    const [{ reviewSettingsSchema }, { fieldIssues }] = await Promise.all([
      import("@/lib/contract/reviews"),
      import("@/lib/contract/common"),
    ]);
    const parsed = reviewSettingsSchema.safeParse({ targetRetention: Number(retention), maximumIntervalDays: Number(maxInterval) });
    if (!parsed.success) {
      const issues = fieldIssues(parsed.error);
      setErrors({ targetRetention: issues.targetRetention?.[0], maximumIntervalDays: issues.maximumIntervalDays?.[0] });
      return;
    }
    setErrors({});
    const result = await saving.mutateAsync(parsed.data);
    if (!result.ok) {
      notifyFailure(result, "reviewSettingsFailed");
      return;
    }
    notify.success("reviewSettingsSaved");
    await refresh();
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 py-1 sm:grid-cols-2">
      <TextField
        label="Target retention"
        inputMode="decimal"
        value={retention}
        onChange={(e) => setRetention(e.target.value)}
        error={errors.targetRetention}
        hint={`How likely you should still solve a problem when it comes due, ${REVIEW_RETENTION_RANGE.min} to ${REVIEW_RETENTION_RANGE.max}. Higher means more frequent reviews.`}
      />
      <TextField
        label="Maximum interval (days)"
        inputMode="numeric"
        value={maxInterval}
        onChange={(e) => setMaxInterval(e.target.value)}
        error={errors.maximumIntervalDays}
        hint={`The longest a problem waits between reviews, ${REVIEW_INTERVAL_RANGE.min} to ${REVIEW_INTERVAL_RANGE.max} days.`}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={saving.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

export function ReviewSettingsPanel() {
  const settings = useApiQuery("/reviews/settings");
  return (
    <Disclosure title="Review settings" icon={Settings2}>
      {settings.data ? (
        <SettingsForm saved={settings.data.settings} />
      ) : (
        <p>{settings.isError ? "Could not load your review settings." : "Loading…"}</p>
      )}
    </Disclosure>
  );
}
