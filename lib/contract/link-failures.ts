/** Apart from the recovery schemas, so the link pages load no schema library. */
const LINK_FAILURES = ["token_invalid", "token_expired", "token_used"] as const;
export type LinkFailure = (typeof LINK_FAILURES)[number];
export const isLinkFailure = (code: string | undefined): code is LinkFailure => LINK_FAILURES.includes(code as LinkFailure);
