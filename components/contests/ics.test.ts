import type { UpcomingContest } from "@/lib/contract/contests";
import { contestIcs, escapeText, foldLine, icsDate, icsFileName } from "./ics";

const contest: UpcomingContest = {
  name: "Codeforces Round 990 (Div. 2)",
  startTime: "2026-11-28T14:35:00.000Z",
  duration: 135,
  url: "https://codeforces.com/contests/2085",
  platform: "codeforces",
};
const NOW = new Date("2026-11-22T09:15:30.123Z");

/** Undoes RFC 5545 folding: a CRLF followed by one space joins the lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("contestIcs", () => {
  const ics = contestIcs(contest, NOW);
  const lines = unfold(ics).split("\r\n");

  it("is one VCALENDAR holding one VEVENT, every line ending in CRLF", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("has the required properties, with times in UTC", () => {
    expect(lines).toContain("DTSTAMP:20261122T091530Z");
    expect(lines).toContain("DTSTART:20261128T143500Z");
    expect(lines).toContain("DTEND:20261128T165000Z");
    expect(lines).toContain("SUMMARY:Codeforces Round 990 (Div. 2)");
    expect(lines).toContain("URL:https://codeforces.com/contests/2085");
    expect(lines.find((l) => l.startsWith("UID:"))).toMatch(/^UID:codeforces-[0-9a-f]{8}@algoladder\.dev$/);
  });

  it("gives the same contest the same UID and another contest another", () => {
    const uid = (c: UpcomingContest) => unfold(contestIcs(c, NOW)).match(/UID:(.*)\r\n/)![1];
    expect(uid({ ...contest, startTime: "2026-11-29T14:35:00.000Z" })).toBe(uid(contest));
    expect(uid({ ...contest, url: "https://codeforces.com/contests/2086" })).not.toBe(uid(contest));
  });

  it("escapes text and keeps every physical line within 75 octets", () => {
    const long = contestIcs({ ...contest, name: `Weekly, Contest; 480 \\ ${"€".repeat(40)}` }, NOW);
    expect(unfold(long)).toContain(`SUMMARY:Weekly\\, Contest\\; 480 \\\\ ${"€".repeat(40)}`);
    for (const line of long.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe("pieces", () => {
  it("writes UTC date-times without separators or fractions", () => {
    expect(icsDate(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });

  it("escapes newlines in text", () => {
    expect(escapeText("a\nb\r\nc")).toBe("a\\nb\\nc");
  });

  it("folds only long lines, never inside a multi-byte character", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    expect(folded.split("\r\n ").join("")).toBe(`SUMMARY:${"é".repeat(60)}`);
    expect(folded).not.toContain("\uFFFD");
  });

  it("names the file after the contest", () => {
    expect(icsFileName(contest)).toBe("codeforces-round-990-div-2.ics");
    expect(icsFileName({ name: "!!!", platform: "leetcode" })).toBe("leetcode.ics");
  });
});
