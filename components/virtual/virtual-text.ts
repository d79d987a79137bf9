import type { VirtualMode } from "@/lib/contract/virtual";

export const MODE_LABELS: Record<VirtualMode, string> = {
  normal: "Normal",
  lockout: "Lockout",
  training: "Training",
};

export const MODE_HINTS: Record<VirtualMode, string> = {
  normal: "Points, then time plus a penalty per wrong attempt",
  lockout: "The first Accepted takes the problem",
  training: "Solved count, then time",
};

export function elapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

export function freshnessText(iso: string | null, now: Date): string {
  if (!iso) return "Not synced yet";
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return `Synced ${seconds} s ago`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `Synced ${minutes} min ago`;
  return `Synced ${Math.round(minutes / 60)} h ago`;
}

export function countdown(target: Date, now: Date): string {
  return elapsed((target.getTime() - now.getTime()) / 1000);
}

/** Local time. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
