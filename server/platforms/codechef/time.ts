// CodeChef's wall-clock times are IST without an offset (docs/platforms.md §3).
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export function fromIst(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 31 April over into May; a rolled date is not the one the page showed.
  if (wall.getUTCDate() !== day || wall.getUTCMonth() !== month - 1) return null;
  return new Date(wall.getTime() - IST_OFFSET_MS);
}

/** "2026-08-12 22:00:00". */
export function parseIstDateTime(text: string): Date | null {
  const m = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return fromIst(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0));
}

const UNIT_MS: Record<string, number> = { sec: 1_000, min: 60_000, hour: 3_600_000, hr: 3_600_000, day: 86_400_000 };

/** "10:15 PM 12/08/26" (dd/mm/yy), or within a day "3 hours ago", which is not `exact`. */
export function parseSubmissionTime(text: string, now: Date): { at: Date; exact: boolean } | null {
  const t = text.replace(/\s+/g, " ").trim();

  const abs = /^(\d{1,2}):(\d{2}) ?([AP]M) (\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/i.exec(t);
  if (abs) {
    const [, h, mi, ampm, d, mo, y] = abs;
    const hour12 = Number(h);
    if (hour12 < 1 || hour12 > 12) return null;
    const hour = (hour12 % 12) + (ampm!.toUpperCase() === "PM" ? 12 : 0);
    const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
    const at = fromIst(year, Number(mo), Number(d), hour, Number(mi));
    return at && { at, exact: true };
  }

  const iso = parseIstDateTime(t);
  if (iso) return { at: iso, exact: true };

  if (/^just now$/i.test(t)) return { at: new Date(now), exact: false };
  const rel = /^(\d+|an?) ?(sec|second|min|minute|hour|hr|day)s? ago$/i.exec(t);
  if (rel) {
    const count = /^an?$/i.test(rel[1]!) ? 1 : Number(rel[1]);
    const unit = rel[2]!.toLowerCase();
    const ms = UNIT_MS[unit.startsWith("sec") ? "sec" : unit.startsWith("min") ? "min" : unit]!;
    return { at: new Date(now.getTime() - count * ms), exact: false };
  }
  return null;
}
