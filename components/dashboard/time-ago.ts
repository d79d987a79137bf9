import { MINUTE, HOUR, DAY } from "@/lib/time";

export function timeAgo(at: string, now: number): string {
  const ms = Math.max(0, now - Date.parse(at));
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h ago`;
  return `${Math.floor(ms / DAY)}d ago`;
}
