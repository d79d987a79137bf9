import { elapsed, freshnessText, linesOf } from "./virtual-text";
import { virtualIcs } from "./virtual-ics";

describe("virtual contest words", () => {
  it("writes elapsed time as m:ss under an hour and h:mm:ss from an hour", () => {
    expect(elapsed(0)).toBe("0:00");
    expect(elapsed(309)).toBe("5:09");
    expect(elapsed(3909)).toBe("1:05:09");
  });

  it("says how fresh a participant's data is", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    expect(freshnessText(null, now)).toBe("Not synced yet");
    expect(freshnessText("2026-11-24T09:59:35Z", now)).toBe("Synced 25 s ago");
    expect(freshnessText("2026-11-24T09:48:00Z", now)).toBe("Synced 12 min ago");
  });

  it("reads one link a line, skipping blanks", () => {
    expect(linesOf(" a \n\n b\r\n")).toEqual(["a", "b"]);
  });

  it("writes the start as an iCalendar event with a UID stable per contest", () => {
    const contest = { id: "c1", title: "Friday, race", startAt: "2026-11-28T14:35:00.000Z", endAt: "2026-11-28T16:35:00.000Z" };
    const ics = virtualIcs(contest, "https://algoladder.dev/virtual/c1", new Date("2026-11-24T00:00:00Z"));
    expect(ics).toContain("UID:virtual-c1@algoladder.dev\r\n");
    expect(ics).toContain("DTSTART:20261128T143500Z\r\n");
    expect(ics).toContain("DTEND:20261128T163500Z\r\n");
    expect(ics).toContain("SUMMARY:Friday\\, race\r\n");
  });
});
