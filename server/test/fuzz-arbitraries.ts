import fc from "fast-check";
import type { z } from "zod";
import { defOf } from "./zod-def";

const SPECIAL_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDBFFy",
  "🧱",
  "\u202Eevil",
  "' OR 1=1 --",
  "'; drop table users; --",
  "%",
  "_",
  "\\",
  "%00",
  "%ff",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "NaN",
  "1e309",
  "-1",
  "0",
  "true",
  "null",
  "https://codeforces.com/contest/1",
  "https://leetcode.com/problems/two-sum/",
  "https://www.codechef.com/START1",
  "http://",
  "https:example.com",
  "tourist",
  "UTC",
  "Asia/Kolkata",
  "00000000-0000-0000-0000-000000000000",
  "account:00000000-0000-0000-0000-000000000000",
  "a".repeat(300),
];

/** Lone surrogates included. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), maxLength: 4 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: fc.uuid() },
);

export const headerString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("", "short", "a".repeat(129), "key with spaces", "clé-ü-ß", "'; drop table idempotency_keys; --", "0".repeat(8)),
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength: 40,
  }),
);

const hostileNumber = fc.oneof(
  fc.integer({ min: -3, max: 60 }),
  fc.constantFrom(0, -0, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, 5e-324, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** Without them nearly every request is refused by its first check, and the paths behind it are never reached. */
const plausibleString = (format?: string): fc.Arbitrary<string> =>
  format === "uuid"
    ? fc.uuid()
    : fc.oneof(
        fc.uuid(),
        fc.integer({ min: 1, max: 14 * 24 * 60 }).map((minutes) => new Date(Date.now() + minutes * 60_000).toISOString()),
        fc.constantFrom(
          "https://codeforces.com/contest/1500/problem/C",
          "https://leetcode.com/problems/two-sum/",
          "https://www.codechef.com/problems/FLOW001",
          "https://codeforces.com/contests/1500",
        ),
        fc.stringMatching(/^[a-z][a-z0-9_]{2,14}$/),
      );

export function nearValid(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const near = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case "object": {
        const shape = def.shape ?? {};
        const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, nearValid(v, depth + 1)]));
        const extra = fc.dictionary(hostileString, hostileValue, { maxKeys: 2 });
        return fc
          .tuple(
            fc.record(fields, { requiredKeys: [] }),
            fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }),
          )
          .map(([known, more]) => ({ ...more, ...known }));
      }
      case "string":
        return fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 2, arbitrary: plausibleString(def.format) });
      case "number":
        return def.coerce ? fc.oneof(hostileNumber, hostileNumber.map(String), hostileString) : hostileNumber;
      case "boolean":
        return fc.boolean();
      case "enum":
        return fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...Object.values(def.entries ?? { x: "x" })) },
          { weight: 1, arbitrary: hostileString },
        );
      case "array":
        return fc.array(def.element ? nearValid(def.element, depth + 1) : hostileValue, { maxLength: 4 });
      case "default":
      case "optional":
      case "nullable":
        return def.innerType ? nearValid(def.innerType, depth) : hostileValue;
      case "pipe":
        return def.in ? nearValid(def.in, depth) : hostileValue;
      default:
        return hostileValue;
    }
  })();
  return depth > 4 ? hostileValue : fc.oneof({ weight: 5, arbitrary: near }, { weight: 1, arbitrary: hostileValue });
}

export function bodyFor(schema: z.ZodType | null): fc.Arbitrary<{ raw: string; contentType: string }> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ raw: JSON.stringify(v) ?? "null", contentType: "application/json" }));
  return fc.oneof(
    { weight: 6, arbitrary: json(schema ? nearValid(schema) : hostileValue) },
    { weight: 1, arbitrary: json(hostileValue) },
    {
      weight: 1,
      arbitrary: fc.record({
        raw: fc.oneof(fc.constantFrom("{", "[1,", '{"a":}', "\u0000", "null", '"str"', "{}"), fc.string({ maxLength: 30 })),
        contentType: fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/json; charset=latin1",
        ),
      }),
    },
  );
}

const QUERY_PIECES = ["%ff", "%00", "%ED%A0%80", "%", "%%", "+", "&&", "=", "a=b=c", "[]", "tz[]=UTC", "limit=1&limit=2"];

export function queryString(v: unknown): string {
  if (!v || typeof v !== "object" || Array.isArray(v)) return "";
  const params = new URLSearchParams();
  for (const [k, value] of Object.entries(v as Record<string, unknown>)) {
    try {
      params.append(k, typeof value === "string" ? value : JSON.stringify(value));
    } catch {
      // A lone surrogate cannot be percent-encoded; the raw pieces below cover broken encodings.
    }
  }
  return params.toString();
}

export function queryFor(schema: z.ZodType | null): fc.Arbitrary<string> {
  const fields = fc
    .option(schema ? nearValid(schema) : fc.dictionary(hostileString, hostileString, { maxKeys: 2 }), { nil: undefined })
    .map(queryString);
  const stray = fc.array(fc.constantFrom(...QUERY_PIECES), { maxLength: 2 });
  return fc.tuple(fields, stray).map(([known, more]) => [known, ...more].filter(Boolean).join("&"));
}
