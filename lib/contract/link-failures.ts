/**
 * Why a mailed link (password reset, email verification) did not work: the API's error codes for
 * it. Kept apart from the recovery schemas so the link pages load no schema library for them.
 */
const LINK_FAILURES = ["token_invalid", "token_expired", "token_used"] as const;
export type LinkFailure = (typeof LINK_FAILURES)[number];
export const isLinkFailure = (code: string | undefined): code is LinkFailure => LINK_FAILURES.includes(code as LinkFailure);
