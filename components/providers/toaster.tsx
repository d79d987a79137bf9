"use client";
import { Toaster as Sonner } from "sonner";

/** Spec §9: toasts top-right, light theme, closing after 5 s. */
export default function Toaster() {
  return <Sonner position="top-right" theme="light" closeButton duration={5000} />;
}
