import { z } from "zod";

/**
 * zod as the contract uses it. In the browser it must not probe for `new Function` (its faster
 * way of parsing objects): the pages' Content-Security-Policy allows no eval, so the probe is
 * refused and reported as a violation. zod decides this when a schema is built, so the setting
 * comes before any: every contract module imports zod from here, never directly (the lint rule
 * in eslint.config.mjs keeps it so).
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
