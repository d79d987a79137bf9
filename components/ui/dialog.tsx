"use client";
import { lazyOnOpen } from "./lazy-on-open";

/** Radix's dialog is fetched once idle and mounted on first open, so no page load downloads or runs it early. */
export const Dialog = lazyOnOpen(() => import("./dialog-view").then((m) => m.DialogView));
