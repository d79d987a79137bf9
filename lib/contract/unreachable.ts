import "./zod-setup";
import { z } from "zod";
import { PLATFORM_IDS } from "./platforms";

/**
 * Platforms that could not be asked for an answer (down, slow, refusing us), so what the answer
 * leaves out is not known to be absent; empty when every platform asked answered. The words for
 * it are in ./unreachable-words.ts, which pages load without the schema library.
 */
export const unreachableSchema = z.array(z.enum(PLATFORM_IDS));
