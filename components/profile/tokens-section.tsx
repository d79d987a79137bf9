"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/page-header";
import { failureReason } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import type { PersonalToken } from "@/lib/contract/tokens";
import { shortDate } from "@/lib/intl";
import { useApiMutation, useApiQuery } from "@/lib/hooks/use-api-query";

const PATH = "/profile/tokens";
const SCOPES = [
  { value: "read", label: "Read only" },
  { value: "write", label: "Read and write" },
] as const;

function TokenRow({ token, busy, onRevoke }: { token: PersonalToken; busy: boolean; onRevoke: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          {token.name} <span className="text-zinc-600 dark:text-zinc-400">· {token.scope === "read" ? "read only" : "read and write"}</span>
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Made {shortDate(token.createdAt)} · {token.lastUsedAt ? `last used ${shortDate(token.lastUsedAt)}` : "never used"}
          {token.revokedAt ? ` · revoked ${shortDate(token.revokedAt)}` : ""}
        </p>
      </div>
      {token.revokedAt ? null : (
        <Button variant="secondary" size="sm" disabled={busy} onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
          Revoke
        </Button>
      )}
    </li>
  );
}

/** A new token is shown once. */
export function TokensSection() {
  const client = useQueryClient();
  const query = useApiQuery(PATH);
  const create = useApiMutation("/profile/tokens/create");
  const revoke = useApiMutation("/profile/tokens/revoke");
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [issues, setIssues] = useState<Record<string, string[] | undefined>>({});

  async function onCreate(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setError(null);
    const name = data.get("name");
    const res = await create.mutateAsync({
      name: typeof name === "string" ? name : "",
      scope: data.get("scope") === "write" ? "write" : "read",
    });
    if (!res.ok) {
      setIssues(res.error?.issues ?? {});
      if (!res.error?.issues) setError(failureReason(res) ?? "That did not work. Try again.");
      return;
    }
    setIssues({});
    setShown(res.data.token);
    form.reset();
    await client.invalidateQueries({ queryKey: apiKey(PATH) });
  }

  async function onRevoke(id: string) {
    setError(null);
    const res = await revoke.mutateAsync({ id });
    if (!res.ok) setError(failureReason(res) ?? "That did not work. Try again.");
    await client.invalidateQueries({ queryKey: apiKey(PATH) });
  }

  const tokens = query.data?.tokens ?? [];
  return (
    <section id="access-tokens" aria-labelledby="tokens-title" className="scroll-mt-20">
      <Card>
        <h2 id="tokens-title" className="mb-2 text-lg font-semibold">
          Personal access tokens
        </h2>
        <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          Scripts send a token as <code>Authorization: Bearer …</code> to the{" "}
          <a className="underline" href="/docs/api">
            API
          </a>
          . A token cannot sign in, change your password, make tokens or delete your account.
        </p>
        <form onSubmit={onCreate} noValidate className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <TextField label="Token name" name="name" maxLength={60} placeholder="My sync script" error={issues.name?.[0]} />
          <SelectField label="Scope" name="scope" options={SCOPES} defaultValue="read" error={issues.scope?.[0]} />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Making..." : "Make token"}
          </Button>
        </form>
        {shown ? (
          <div role="status" className="mb-4 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm dark:bg-amber-950/30">
            <p className="mb-2 font-medium">Copy your token now: it will not be shown again.</p>
            <input
              readOnly
              aria-label="New token"
              value={shown}
              className="w-full rounded border px-2 py-1 font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        {query.isPending ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading...</p>
        ) : tokens.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">No tokens yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="Your tokens">
            {tokens.map((t) => (
              <TokenRow key={t.id} token={t} busy={revoke.isPending} onRevoke={() => void onRevoke(t.id)} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
