import fc from "fast-check";
import type { z } from "zod";
import { hostileValue } from "./fuzz-arbitraries";
import { defOf, type Def } from "./zod-def";

/**
 * Requests a route accepts, from its own zod schema, so the fuzz reaches past validation; refinements
 * are met by filtering, and database-dependent fields by `hints` at paths like "problems.*.url".
 */

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Read at generation time, since the database changes as the fuzz runs. */
export type Hints = Record<string, () => readonly unknown[]>;

/** A schema whose checks the walk cannot meet fails loudly instead of generating forever: it needs a hint. */
function accepted<T>(arbitrary: fc.Arbitrary<T>, schema: z.ZodType): fc.Arbitrary<T> {
  let misses = 0;
  return arbitrary.filter((v) => {
    if (schema.safeParse(v).success) {
      misses = 0;
      return true;
    }
    misses += 1;
    if (misses > 2000)
      throw new Error(`No generated value passed this schema in 2000 tries (last: ${JSON.stringify(v)}); give the field a hint`);
    return false;
  });
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const REALISTIC: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 2, max: 14 * 24 * 60 }).map(inMinutes),
  fc.constantFrom(
    "https://codeforces.com/contest/1500/problem/C",
    "https://codeforces.com/problemset/problem/4/A",
    "https://codeforces.com/contest/1500",
    "https://leetcode.com/problems/two-sum/",
    "https://leetcode.com/contest/weekly-contest-400/",
    "https://www.codechef.com/problems/FLOW001",
    "https://www.codechef.com/START100",
    "https://example.com/notes",
  ),
  fc.constantFrom("UTC", "Asia/Kolkata", "America/New_York", "Europe/Berlin", "Pacific/Chatham"),
  fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9._]{1,12}[a-z0-9]$/), fc.constantFrom("example.com", "mail.example.org"))
    .map(([u, d]) => `${u}@${d}`),
  fc.stringMatching(/^[a-z][a-z0-9_]{2,14}$/),
);

const WORDS = ["Two", "sum", "graph", "DP", "Ünïcödé", "数组", "🧱", "O(n log n)", "binary search", "it's", "a-b", "x".repeat(40)];

function freeText(min: number, max: number): fc.Arbitrary<string> {
  const cap = Math.max(min, Math.min(max, 60));
  return fc.oneof(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(" ").slice(0, cap)),
    fc.string({ unit: "grapheme", minLength: Math.min(min, cap), maxLength: cap }),
  );
}

function stringOf(schema: z.ZodType, def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let min = 0;
  let max = Infinity;
  let format = def.format;
  let pattern = def.pattern;
  for (const c of checks) {
    if (c.check === "min_length") min = Math.max(min, c.minimum ?? 0);
    if (c.check === "max_length") max = Math.min(max, c.maximum ?? Infinity);
    if (c.check === "length_equals") min = max = c.length ?? 0;
    if (c.check === "string_format") {
      format = c.format;
      pattern = c.pattern;
    }
  }
  const shaped: fc.Arbitrary<string> =
    format === "uuid" || format === "guid"
      ? fc.uuid()
      : format === "email"
        ? REALISTIC.filter((s) => s.includes("@"))
        : pattern
          ? fc.stringMatching(pattern).map((s) => (max < Infinity ? s.slice(0, max) : s))
          : fc.oneof({ weight: 2, arbitrary: REALISTIC }, { weight: 2, arbitrary: freeText(min, max) });
  return accepted(shaped, schema);
}

function numberOf(schema: z.ZodType, def: Def): fc.Arbitrary<number> {
  let lo = -1e6;
  let hi = 1e6;
  let whole = false;
  let loOpen = false;
  let hiOpen = false;
  for (const c of checksOf(def)) {
    if (c.check === "number_format" && /int/.test(c.format ?? "")) whole = true;
    if (c.check === "greater_than") [lo, loOpen] = [Number(c.value), !c.inclusive];
    if (c.check === "less_than") [hi, hiOpen] = [Number(c.value), !c.inclusive];
  }
  const n = whole
    ? fc.integer({ min: Math.ceil(loOpen ? lo + 1 : lo), max: Math.floor(hiOpen ? hi - 1 : hi) })
    : fc.double({ min: lo, max: hi, minExcluded: loOpen, maxExcluded: hiOpen, noNaN: true, noDefaultInfinity: true });
  // The bounds are where an off-by-one lives.
  const [from, to] = [Math.max(Math.ceil(lo), -2), Math.min(Math.floor(hi), 10)];
  const near = from <= to ? [{ weight: 2, arbitrary: fc.integer({ min: from, max: to }) }] : [];
  return accepted(fc.oneof({ weight: 1, arbitrary: fc.constantFrom(lo, hi) }, ...near, { weight: 3, arbitrary: n }), schema);
}

function lengthsOf(def: Def) {
  let min = 0;
  let max = Infinity;
  for (const c of checksOf(def)) {
    if (c.check === "min_length") min = c.minimum ?? 0;
    if (c.check === "max_length") max = c.maximum ?? Infinity;
    if (c.check === "length_equals") min = max = c.length ?? 0;
  }
  return { minLength: min, maxLength: Math.min(max, min + 4) };
}

const isOptional = (schema: z.ZodType) => ["optional", "default", "prefault"].includes(defOf(schema).type);

function walk(schema: z.ZodType, hints: Hints, path: string): fc.Arbitrary<unknown> {
  const walked = walkDef(schema, hints, path);
  const hint = hints[path];
  if (!hint) return walked;
  const hinted = fc.tuple(fc.nat(), walked).map(([i, fallback]) => {
    const values = hint();
    return values.length ? values[i % values.length] : fallback;
  });
  return fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: walked });
}

function walkDef(schema: z.ZodType, hints: Hints, path: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case "object": {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, walk(v, hints, at(k))]));
      const required = Object.entries(shape)
        .filter(([, v]) => !isOptional(v))
        .map(([k]) => k);
      const object = fc.record(fields, { requiredKeys: required });
      return def.checks?.length ? accepted(object, schema) : object;
    }
    case "string":
      return stringOf(schema, def);
    case "number":
      return numberOf(schema, def);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "null":
      return fc.constant(null);
    case "array": {
      const element = def.element ? walk(def.element, hints, at("*")) : hostileValue;
      const array = fc.array(element, lengthsOf(def));
      return def.checks?.length ? accepted(array, schema) : array;
    }
    case "optional":
    case "default":
    case "prefault":
      return walk(def.innerType!, hints, path);
    case "nullable":
      return fc.oneof({ weight: 4, arbitrary: walk(def.innerType!, hints, path) }, { weight: 1, arbitrary: fc.constant(null) });
    case "union":
      return fc.oneof(...(def.options ?? []).map((o) => walk(o, hints, path)));
    case "lazy":
      return walk(def.getter!(), hints, path);
    case "pipe": {
      // A preprocess is a transform piped into the checking schema, so walk what checks.
      const into = defOf(def.in!);
      const outOf = defOf(def.out!);
      const source = into.type === "transform" || (outOf.type === "string" && outOf.format) ? def.out! : def.in!;
      return accepted(walk(source, hints, path), schema);
    }
    default:
      return hostileValue;
  }
}

export function validValue(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  return walk(schema, hints, "");
}

function leafPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...prefix, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...(v && typeof v === "object" ? leafPaths(v, [...prefix, k]) : [])]);
  return [prefix];
}

export function oneFieldBroken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), hostileValue, fc.boolean()).map(([value, pick, hostile, drop]) => {
    const paths = leafPaths(value);
    const path = paths[pick % paths.length];
    if (!path?.length) return hostile;
    const copy = structuredClone(value) as Record<string | number, unknown>;
    let parent = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (drop && !Array.isArray(parent)) delete parent[last];
    else parent[last] = hostile;
    return copy;
  });
}
