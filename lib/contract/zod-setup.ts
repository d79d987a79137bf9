import { config } from "zod";

/*
 * In the browser zod must not probe for `new Function` (its faster way of parsing objects): the
 * pages' Content-Security-Policy allows no eval, so the probe is refused and reported as a
 * violation. zod decides this when a schema is built, so every module of the contract that builds
 * schemas imports this one first (`import "./zod-setup"`; lib/contract/zod-setup.test.ts checks
 * it), and zod itself as usual, so the bundler keeps only the parts of zod the schemas use.
 */
if (typeof window !== "undefined") config({ jitless: true });
