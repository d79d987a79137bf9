import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** A later Tailwind class wins over an earlier conflicting one (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
