import "./zod-setup";
import { z } from "zod";
import { PLATFORM_IDS } from "./platforms";

/** What the answer leaves out is then not known to be absent; the words are in ./unreachable-words.ts, free of zod. */
export const unreachableSchema = z.array(z.enum(PLATFORM_IDS));
