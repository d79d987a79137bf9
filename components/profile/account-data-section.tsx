"use client";
import { useState, type ChangeEvent } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button, buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/page-header";
import { apiWrite, failureReason, type ApiResult } from "@/lib/client/api";
import type { AccountExport } from "@/lib/contract/account-data";

const EXPORT = "/api/profile/export";
const CSV_COLLECTIONS = [
  ["trickyProblems", "Tricky problems"],
  ["reviews", "Review log"],
  ["notes", "Notes"],
  ["favourites", "Favourite contests"],
  ["network", "Network"],
  ["virtualContests", "Virtual contests"],
  ["handles", "Handles"],
] as const;

const problemsOf = (result: ApiResult<unknown>) => {
  if (result.ok) return [];
  const issues = Object.entries(result.error?.issues ?? {}).map(([where, messages]) => `${where}: ${messages.join(", ")}`);
  return issues.length > 0 ? issues : [failureReason(result) ?? "That did not work. Try again."];
};

export function AccountDataSection() {
  const { logout } = useAuth();
  const [report, setReport] = useState<{ ok: boolean; lines: string[] } | null>(null);
  const [importing, setImporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = "";
    if (!file) return;
    setImporting(true);
    setReport(null);
    const text = await file.text();
    let result: ApiResult<{ added: Record<string, number> }>;
    if (file.name.toLowerCase().endsWith(".csv")) result = await apiWrite("/profile/import/csv", { csv: text });
    else {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        setImporting(false);
        setReport({ ok: false, lines: ["The file is not JSON: choose an Algo Ladder export (.json) or a CSV of problems (.csv)"] });
        return;
      }
      result = await apiWrite("/profile/import", data as AccountExport);
    }
    setImporting(false);
    if (!result.ok) return setReport({ ok: false, lines: problemsOf(result) });
    const added = Object.entries(result.data.added).filter(([, n]) => n > 0);
    setReport({
      ok: true,
      lines: added.length ? added.map(([what, n]) => `${what}: ${n} added`) : ["Nothing new: everything in the file is already here"],
    });
  }

  async function onDelete() {
    setDeleting(true);
    setDeleteError(null);
    const result = await apiWrite("/profile/delete", password ? { password } : {});
    setDeleting(false);
    if (!result.ok) {
      setConfirming(false);
      // Shown under the Password field, which already names the field the message is about.
      return setDeleteError(result.error?.issues?.password?.[0] ?? problemsOf(result).join("; "));
    }
    await logout();
  }

  return (
    <section id="your-data" aria-labelledby="data-title" className="scroll-mt-20">
      <Card>
        <h2 id="data-title" className="mb-2 text-lg font-semibold">
          Your data
        </h2>
        <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
          Download everything you have here, bring it into another account, or leave.
        </p>
        <div className="mb-3 flex flex-wrap gap-2">
          <a className={buttonClass({ variant: "secondary", size: "sm" })} href={EXPORT} download>
            Export all (JSON)
          </a>
          <a className={buttonClass({ variant: "secondary", size: "sm" })} href={`${EXPORT}?format=anki`} download>
            Tricky problems for Anki
          </a>
        </div>
        <p className="mb-4 text-sm">
          CSV:{" "}
          {CSV_COLLECTIONS.map(([name, label], i) => (
            <span key={name}>
              {i > 0 ? " · " : null}
              <a className="underline" href={`${EXPORT}?format=csv&collection=${name}`} download>
                {label}
              </a>
            </span>
          ))}
        </p>
        <label className="mb-3 block text-sm font-medium">
          Import an export (.json) or a CSV of problems (.csv)
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(e) => void onFile(e)}
            disabled={importing}
            className="mt-1 block text-sm"
          />
        </label>
        {importing ? <p className="text-sm">Importing...</p> : null}
        {report ? (
          <div role={report.ok ? "status" : "alert"} className={report.ok ? "mb-3 text-sm" : "mb-3 text-sm text-red-700 dark:text-red-400"}>
            <p className="font-medium">{report.ok ? "Import finished" : "Nothing was imported:"}</p>
            <ul className="list-disc pl-5">
              {report.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-6 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <h3 className="mb-2 font-semibold text-red-700 dark:text-red-400">Delete account</h3>
          <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
            Deletes everything of yours at once and signs out every session and token. Signed up with Google and no password? Sign in with
            Google again and delete within 10 minutes.
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <div className="w-64">
              <TextField
                label="Password"
                name="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={deleteError ?? undefined}
              />
            </div>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete account
            </Button>
          </div>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete your account?"
          description="Everything of yours is deleted at once and cannot be brought back. Export first if you want a copy."
          confirmLabel={deleting ? "Deleting..." : "Delete for good"}
          busy={deleting}
          onConfirm={() => void onDelete()}
        />
      </Card>
    </section>
  );
}
