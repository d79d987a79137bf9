"use client";
import { lazyOnOpen } from "./lazy-on-open";

/**
 * A dialog (dialog-view.tsx) whose code, Radix's dialog with its focus trap and scroll lock, is not
 * part of the page's first scripts: it is fetched once the browser is idle and mounted the first
 * time the dialog opens, so a page's load neither downloads nor runs it before the page is
 * interactive.
 */
export const Dialog = lazyOnOpen(() => import("./dialog-view").then((m) => m.DialogView));
