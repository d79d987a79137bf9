"use client";
import { createContext, useContext, useRef, useState, type ReactNode, type RefObject } from "react";

type NavState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Focus returns to it when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};
const NavContext = createContext<NavState | null>(null);

export function NavStateProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  return <NavContext.Provider value={{ open, setOpen, triggerRef }}>{children}</NavContext.Provider>;
}

export function useNavState(): NavState {
  const ctx = useContext(NavContext);
  if (!ctx) throw new Error("useNavState must be used inside NavStateProvider");
  return ctx;
}
