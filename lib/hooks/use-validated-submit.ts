"use client";
import { useState, type ChangeEvent } from "react";
import type { z } from "zod";
import { fieldIssues, type FieldIssues } from "@/lib/contract/common";

/** What a send step reports: field issues from the server (422), or nothing. */
type Send<T> = (data: T) => Promise<FieldIssues | undefined | void>;

/**
 * Every form's submit: validate with the shared contract schema, show field issues, mark busy
 * while sending, and show any issues the server found. Resolves to whether the data was sent
 * and the server raised no field issue.
 */
export function useValidatedSubmit<S extends z.ZodType>(schema: S) {
  const [issues, setIssues] = useState<FieldIssues>({});
  const [busy, setBusy] = useState(false);

  async function submit(values: unknown, send: Send<z.output<S>>, onInvalid?: (found: FieldIssues) => void): Promise<boolean> {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldIssues(parsed.error);
      setIssues(found);
      onInvalid?.(found);
      return false;
    }
    setIssues({});
    setBusy(true);
    try {
      const serverIssues = await send(parsed.data);
      if (serverIssues) setIssues(serverIssues);
      return !serverIssues;
    } finally {
      setBusy(false);
    }
  }

  return { issues, busy, submit };
}

/** A controlled draft on top of `useValidatedSubmit`, with `bind(key)` wiring a field's value, change and error. */
export function useDraftForm<D extends Record<string, unknown>, S extends z.ZodType>(schema: S, initial: D | (() => D)) {
  const [draft, setDraft] = useState<D>(initial);
  const form = useValidatedSubmit(schema);
  const bind = (key: keyof D & string, issuePath: string = key) => ({
    name: key,
    value: String(draft[key] ?? ""),
    error: form.issues[issuePath]?.[0],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  return { ...form, draft, setDraft, bind };
}

/** A text value out of FormData (files and missing fields read as ""). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
