// Just enough GraphQL: root fields with alias, arguments and position; each gets its whole object, so selections below are not read.

export type RootField = { key: string; name: string; args: Record<string, unknown>; line: number; column: number };

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const ARG = /([A-Za-z_]\w*)\s*:\s*(\$\w+|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null)/g;

function parseArgs(text: string, variables: Record<string, unknown>): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [, name, raw] of text.matchAll(ARG)) {
    if (!name || raw === undefined) continue;
    args[name] = raw.startsWith("$") ? variables[raw.slice(1)] : JSON.parse(raw);
  }
  return args;
}

function position(text: string, index: number) {
  const before = text.slice(0, index).split("\n");
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** Skips a string literal or comment starting at `i`; returns the index after it, or `i` when there is none. */
function skipNoise(text: string, i: number): number {
  if (text[i] === "#") {
    const end = text.indexOf("\n", i);
    return end < 0 ? text.length : end + 1;
  }
  if (text[i] === '"') {
    let j = i + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  return i;
}

export function rootFields(query: string, variables: Record<string, unknown>): RootField[] {
  const fields: RootField[] = [];
  let i = query.indexOf("{");
  if (i < 0) return fields;
  let depth = 0;
  while (i < query.length) {
    const skipped = skipNoise(query, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const ch = query[i]!;
    if (ch === "{" || ch === "}") {
      depth += ch === "{" ? 1 : -1;
      i++;
      if (depth === 0) break;
      continue;
    }
    if (depth === 1 && /[A-Za-z_]/.test(ch)) {
      const start = i;
      NAME.lastIndex = i;
      let name = NAME.exec(query)![0];
      i = NAME.lastIndex;
      let key = name;
      const afterName = /\s*:\s*/y;
      afterName.lastIndex = i;
      if (afterName.exec(query)) {
        NAME.lastIndex = afterName.lastIndex;
        const real = NAME.exec(query);
        if (real) {
          key = name;
          name = real[0];
          i = NAME.lastIndex;
        }
      }
      let argsText = "";
      const open = /\s*\(/y;
      open.lastIndex = i;
      if (open.exec(query)) {
        const close = query.indexOf(")", open.lastIndex);
        argsText = query.slice(open.lastIndex, close < 0 ? query.length : close);
        i = close < 0 ? query.length : close + 1;
      }
      fields.push({ key, name, args: parseArgs(argsText, variables), ...position(query, start) });
      continue;
    }
    i++;
  }
  return fields;
}
