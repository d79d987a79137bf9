"use client";
import { createContext, useContext, useState, type ReactNode } from "react";

type NavState = { open: boolean; setOpen: (open: boolean) => void };
const NavContext = createContext<NavState>({ open: false, setOpen: () => undefined });

/** Whether the phone-width sidebar drawer is open; shared by the top bar and the sidebar. */
export function NavStateProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return <NavContext.Provider value={{ open, setOpen }}>{children}</NavContext.Provider>;
}

export const useNavState = () => useContext(NavContext);
