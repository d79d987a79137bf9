"use client";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { z } from "zod";
import type { FieldIssues } from "@/lib/contract/common";
import { keepDraft, readKeptDraft } from "@/lib/client/kept-drafts";

type Send<T> = (data: T) => Promise<FieldIssues | undefined | void>;

/** Sign-in and registration pass a loader so zod is fetched when the visitor starts on the form, not with the page. */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

const resolve = <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> =>
  typeof source === "function" ? source() : Promise.resolve(source);

/** `fieldIssues` without loading the contract eagerly. */
async function issuesOf(error: z.ZodError): Promise<FieldIssues> {
  const { fieldIssues } = await import("@/lib/contract/common");
  return fieldIssues(error);
}

/** Resolves to whether the data was sent with no field issue; the first invalid field takes the focus so its message is in view on a phone. */
export function useValidatedSubmit<S extends z.ZodType>(schema: SchemaSource<S>) {
  const [issues, setIssues] = useState<FieldIssues>({});
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(0);
  const formRef = useRef<Element | null>(null);

  useEffect(() => {
    if (shown === 0) return;
    const scope = formRef.current ?? document;
    const field = scope.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred, so its label above and its message below are in view too.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: "center" });
  }, [shown]);

  function show(found: FieldIssues) {
    setIssues(found);
    setShown((n) => n + 1);
  }

  async function submit(values: unknown, send: Send<z.output<S>>, onInvalid?: (found: FieldIssues) => void): Promise<boolean> {
    formRef.current = document.activeElement?.closest("form") ?? null;
    const parsed = (await resolve(schema)).safeParse(values);
    if (!parsed.success) {
      const found = await issuesOf(parsed.error);
      show(found);
      onInvalid?.(found);
      return false;
    }
    setIssues({});
    setBusy(true);
    try {
      const serverIssues = await send(parsed.data);
      if (serverIssues) show(serverIssues);
      return !serverIssues;
    } finally {
      setBusy(false);
    }
  }

  /** On the form's first focus. */
  const prepare = () => void resolve(schema).catch(() => undefined);

  return { issues, busy, submit, prepare };
}

/** With `keepAs`, what is typed is kept in this tab until it is sent or discarded, so a reload or Back does not lose it. */
export function useDraftForm<D extends Record<string, unknown>, S extends z.ZodType>(
  schema: SchemaSource<S>,
  initial: D | (() => D),
  keepAs?: string,
) {
  const [start] = useState<D>(initial);
  // Forms that keep drafts render in the browser only, so reading the tab's storage here is safe.
  const [draft, setDraft] = useState<D>(() => (keepAs ? readKeptDraft(keepAs, start) : null) ?? start);
  const form = useValidatedSubmit(schema);
  useEffect(() => {
    if (keepAs) keepDraft(keepAs, JSON.stringify(draft) === JSON.stringify(start) ? null : draft);
  }, [draft, keepAs, start]);
  const discard = () => {
    if (keepAs) keepDraft(keepAs, null);
  };
  const bind = (key: keyof D & string, issuePath: string = key) => ({
    name: key,
    value: String(draft[key] ?? ""),
    error: form.issues[issuePath]?.[0],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  return { ...form, draft, setDraft, bind, discard };
}

/** Files and missing fields read as "". */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
