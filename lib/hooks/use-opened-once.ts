"use client";
import { useState } from "react";

/** A lazily loaded dialog stays mounted afterwards, so it can close with its animation and opens at once next time. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
