import "./zod-setup";
import { z } from "zod";
import type { ApiErrorBody } from "./common";

/** server/http/errors.ts makes it. */
export const apiErrorSchema: z.ZodType<ApiErrorBody> = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  issues: z.record(z.string(), z.array(z.string())).optional(),
});
