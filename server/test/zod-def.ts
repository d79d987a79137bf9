import type { z } from "zod";

/** Only the fields of zod v4's internal `schema._zod.def` that the walkers use. */
export type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  getter?: () => z.ZodType;
  coerce?: boolean;
  format?: string;
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: CheckDef } }>;
};
export type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
