import type { ReactNode } from "react";
import { signedInUser } from "@/components/auth/signed-in-user";
import { PublicFrame } from "@/components/layout/public-frame";

/** One place, so an operator can change it. */
export const CONTACT_EMAIL = "privacy@algoladder.dev";

export async function InfoPage({ title, lead, updated, children }: { title: string; lead: string; updated?: string; children: ReactNode }) {
  return (
    <PublicFrame user={await signedInUser()}>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-zinc-600 dark:text-zinc-400">{lead}</p>
        {updated ? <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Last updated {updated}</p> : null}
        <div className="mt-10 space-y-8 text-zinc-800 dark:text-zinc-200 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline-offset-2 [&_a]:underline dark:[&_a]:text-brand-400 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_li]:mt-1.5 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:list-disc [&_ul]:pl-6">
          {children}
        </div>
      </main>
    </PublicFrame>
  );
}
