"use client";
import { useState } from "react";

/**
 * True from the first time `open` is true on: a dialog whose code loads when it is first opened
 * (next/dynamic) stays mounted afterwards, so it can close with its animation and opens at once
 * the next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
