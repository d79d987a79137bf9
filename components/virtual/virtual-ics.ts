import { escapeText, foldLine, icsDate } from "@/components/contests/ics";

/** A stable UID per contest, so a second import updates the event. */
export function virtualIcs(contest: { id: string; title: string; startAt: string; endAt: string }, pageUrl: string, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Algo Ladder//Virtual contests//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:virtual-${contest.id}@algoladder.dev`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(new Date(contest.startAt))}`,
    `DTEND:${icsDate(new Date(contest.endAt))}`,
    `SUMMARY:${escapeText(contest.title)}`,
    `DESCRIPTION:${escapeText(`Virtual contest on Algo Ladder. ${pageUrl}`)}`,
    `URL:${pageUrl}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

export function downloadVirtualIcs(contest: { id: string; title: string; startAt: string; endAt: string }) {
  const ics = virtualIcs(contest, `${window.location.origin}/virtual/${contest.id}`, new Date());
  const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${contest.title.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "contest"}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
