"use client";
import type { FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { UserAvatar } from "@/components/layout/user-avatar";
import { platformLabel } from "@/lib/contract/platforms";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Card, PageHeader } from "@/components/ui/page-header";
import { notify, notifyFailure } from "@/lib/client/notify";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { useValidatedSubmit } from "@/lib/hooks/use-validated-submit";
import { PLATFORM_IDS } from "@/lib/contract/platforms";
import { updateProfileSchema } from "@/lib/contract/profile";

export function ProfileView() {
  const { profile, setProfile } = useAuth();
  const { issues, busy, submit } = useValidatedSubmit(updateProfileSchema);
  const saving = useApiMutation("/profile/updateProfile");
  if (!profile) return null;
  const { personal, handles } = profile;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await submit(Object.fromEntries(new FormData(e.currentTarget)), async (data) => {
      const result = await saving.mutateAsync(data);
      if (!result.ok) {
        notifyFailure(result, "profileUpdateFailed");
        return result.error?.issues;
      }
      notify.success("profileUpdated");
      // Spec §4 re-reads the profile after an update; the API's reply already is the fresh profile.
      setProfile(result.data.profileData);
    });
  }

  return (
    <>
      <PageHeader title="Profile" subtitle={`@${personal.userName} · ${personal.email}`} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <div className="mb-5 flex items-center gap-4">
            <UserAvatar fullName={personal.fullName} userName={personal.userName} avatar={personal.avatar} size={56} />
            <div>
              <p className="text-lg font-semibold">{personal.fullName}</p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">@{personal.userName}</p>
            </div>
          </div>
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" key={JSON.stringify(personal)}>
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
        <section id="handles" aria-labelledby="handles-title" className="scroll-mt-20">
          <Card>
            <h2 id="handles-title" className="text-lg font-semibold">
              Platform handles
            </h2>
            <dl className="mt-4 space-y-3">
              {PLATFORM_IDS.map((p) => (
                <div key={p} className="flex items-center justify-between gap-3 rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60">
                  <dt className="text-sm font-medium">{platformLabel(p)}</dt>
                  <dd className="text-sm text-zinc-600 dark:text-zinc-400">{handles[p] || "Not set"}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-zinc-600 dark:text-zinc-400">
              Linking handles, with a check on each platform and a first sync, is not available yet.
            </p>
          </Card>
        </section>
      </div>
    </>
  );
}
