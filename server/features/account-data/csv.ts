import type { AccountExport, ExportCollection } from "@/lib/contract/account-data";

/** Quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: unknown) => {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const rowsToCsv = (rows: unknown[][]) => rows.map((r) => r.map(field).join(",")).join("\r\n") + "\r\n";

function table(rows: Array<Record<string, unknown>>, columns: string[]) {
  return rowsToCsv([columns, ...rows.map((r) => columns.map((c) => r[c]))]);
}

export function collectionCsv(data: AccountExport, collection: ExportCollection): string {
  switch (collection) {
    case "handles":
      return table(data.handles, ["platform", "handle"]);
    case "network":
      return table(data.network, ["userName", "platform", "handle"]);
    case "notes":
      return table(
        data.notes.map((n) => ({
          ...n,
          basic: n.notes.basic,
          intermediate: n.notes.intermediate,
          advanced: n.notes.advanced,
          problemLinks: n.problemLinks.join(" "),
        })),
        ["title", "description", "basic", "intermediate", "advanced", "problemLinks", "createdAt"],
      );
    case "trickyProblems":
      return table(data.trickyProblems, ["name", "summary", "url", "platform", "hint", "intuition", "solution", "createdAt"]);
    case "reviews":
      return table(
        data.trickyProblems.flatMap((s) => s.reviews.map((r) => ({ problem: s.name, url: s.url, ...r }))),
        ["problem", "url", "passed", "fromScratch", "reviewedAt"],
      );
    case "favourites":
      return table(data.favourites, ["name", "url", "platform", "short_note"]);
    case "virtualContests":
      return table(
        data.virtualContests.map((v) => ({
          ...v,
          problems: v.problems.map((p) => p.url).join(" "),
          participants: v.participants.map((p) => `${p.userName}:${p.status}`).join(" "),
        })),
        ["title", "mode", "startAt", "endAt", "penaltySeconds", "verifiedOnly", "problems", "participants"],
      );
  }
}

/** Anki imports two headerless columns with "Allow HTML in fields", so line breaks are <br>. */
export function ankiCsv(data: AccountExport): string {
  const esc = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replace(/\r?\n/g, "<br>");
  const link = (url: string, label: string) => (url ? `<a href="${esc(url)}">${label}</a>` : "");
  return rowsToCsv(
    data.trickyProblems.map((s) => {
      const front = [link(s.url, esc(s.name)) || esc(s.name), esc(s.summary), s.hint ? `Hint: ${esc(s.hint)}` : ""]
        .filter(Boolean)
        .join("<br>");
      const back = [s.intuition ? esc(s.intuition) : "", link(s.solution, "Solution")].filter(Boolean).join("<br>");
      return [front, back];
    }),
  );
}

/** RFC 4180: quoted fields, doubled quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cell += ch;
    else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}
