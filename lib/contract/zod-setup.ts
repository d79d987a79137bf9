import { config } from "zod";

/* The CSP allows no eval, so zod must not probe `new Function`; every schema module imports this first (checked by zod-setup.test.ts). */
if (typeof window !== "undefined") config({ jitless: true });
