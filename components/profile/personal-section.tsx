"use client";
import type { FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { VerifyEmailNotice } from "@/components/auth/verify-email-notice";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/page-header";
import { notify, notifyFailure } from "@/lib/client/notify";
import type { PersonalInfo } from "@/lib/contract/profile";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { useValidatedSubmit } from "@/lib/hooks/use-validated-submit";

/** On the form's first focus, so the schema library stays off the first paint. */
const personalSchema = () => import("@/lib/contract/profile").then((m) => m.updateProfileSchema);

export const DEFAULT_DAILY_GOAL = 5;

export function PersonalSection({ personal }: { personal: PersonalInfo }) {
  const { setProfile, refreshProfile } = useAuth();
  const { issues, busy, submit, prepare } = useValidatedSubmit(personalSchema);
  const saving = useApiMutation("/profile/updateProfile");

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await submit(Object.fromEntries(new FormData(e.currentTarget)), async (data) => {
      const result = await saving.mutateAsync(data);
      if (!result.ok) {
        notifyFailure(result, "profileUpdateFailed");
        return result.error?.issues;
      }
      notify.success("profileUpdated");
      // docs/behaviour.md §4
      setProfile(result.data.profileData);
      await refreshProfile();
    });
  }

  return (
    <section aria-labelledby="personal-title">
      <Card>
        <h2 id="personal-title" className="mb-4 text-lg font-semibold">
          Personal info
        </h2>
        <div className="mb-5 flex items-center gap-4">
          <UserAvatar fullName={personal.fullName} userName={personal.userName} avatar={personal.avatar} size={56} />
          <div className="min-w-0">
            <p className="truncate text-base font-semibold">{personal.fullName}</p>
            <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">@{personal.userName}</p>
          </div>
        </div>
        <div className="mb-5">
          <VerifyEmailNotice />
        </div>
        <form onSubmit={onSubmit} onFocus={prepare} noValidate className="grid gap-4 sm:grid-cols-2" key={JSON.stringify(personal)}>
          <TextField label="Full name" name="fullName" defaultValue={personal.fullName} maxLength={80} error={issues.fullName?.[0]} />
          <TextField
            label="Avatar link"
            name="avatar"
            type="url"
            defaultValue={personal.avatar}
            placeholder="https://..."
            error={issues.avatar?.[0]}
          />
          <TextField
            label="University"
            name="university"
            defaultValue={personal.university}
            maxLength={100}
            error={issues.university?.[0]}
          />
          <TextField
            label="Year of study"
            name="yearOfStudy"
            defaultValue={personal.yearOfStudy}
            maxLength={20}
            error={issues.yearOfStudy?.[0]}
          />
          <TextField
            label="Daily goal"
            name="dailyGoal"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            step={1}
            defaultValue={personal.dailyGoal || DEFAULT_DAILY_GOAL}
            hint="Problems a day, 1 to 50"
            error={issues.dailyGoal?.[0]}
          />
          <div className="sm:col-span-2">
            <TextAreaField label="Bio" name="bio" defaultValue={personal.bio} maxLength={300} error={issues.bio?.[0]} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save profile"}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
