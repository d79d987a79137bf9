import type { UpcomingContest } from "@/lib/contract/contests";
import { platformLabel } from "@/lib/contract/platforms";

/** RFC 5545 §3.1 */
const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.5 */
export function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** RFC 5545 §3.3.11 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n|\r/g, "\\n");
}

/** Never cuts a UTF-8 character in two. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines carry a leading space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** So one contest keeps one UID across downloads. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** A stable UID, so importing it again updates the event instead of duplicating it. */
export function contestIcs(contest: UpcomingContest, now: Date): string {
  const start = new Date(contest.startTime);
  const end = new Date(start.getTime() + contest.duration * 60_000);
  const label = platformLabel(contest.platform);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Algo Ladder//Upcoming contests//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${contest.platform}-${fnv1a(contest.url)}@algoladder.dev`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${escapeText(contest.name)}`,
    `DESCRIPTION:${escapeText(`${label} contest. ${contest.url}`)}`,
    `LOCATION:${escapeText(label)}`,
    // URI values are not TEXT: they are written as they are, without escaping.
    `URL:${contest.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

export function icsFileName(contest: Pick<UpcomingContest, "name" | "platform">): string {
  const slug = contest.name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || contest.platform}.ics`;
}
