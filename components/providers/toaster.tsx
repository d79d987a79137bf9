"use client";
import { Toaster as Sonner } from "sonner";

/**
 * docs/behaviour.md §9: toasts top-right, light theme, closing after 5 s; placed below the 4rem top bar so a
 * toast never covers its controls (theme toggle, user menu).
 */
export default function Toaster() {
  return (
    <Sonner position="top-right" theme="light" closeButton duration={5000} offset={{ top: 72, right: 16 }} mobileOffset={{ top: 72 }} />
  );
}
