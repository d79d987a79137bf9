/*
 * The contract's closed lists of values and its plain defaults, with no schema library: a
 * component that only lists the choices (a filter, a select, a legend) loads none. The schemas in
 * ./contests.ts, ./stumbles.ts and ./virtual.ts are built from these same lists.
 */
import { COLLECTION_PLATFORMS } from "./platforms";

/** Where a contest's problem stands for the user: solved in the round, after it, tried, or not. */
export const UPSOLVE_STATES = ["solved", "upsolved", "attempted", "untried"] as const;
export type UpsolveState = (typeof UPSOLVE_STATES)[number];

export const STUMBLE_PLATFORMS = COLLECTION_PLATFORMS;
export type StumblePlatform = (typeof STUMBLE_PLATFORMS)[number];
export const STUMBLE_STATUSES = ["solved", "unsolved"] as const;
export type StumbleStatus = (typeof STUMBLE_STATUSES)[number];

/** Virtual contests for a group (docs/decisions/016-virtual-contests.md). */
export const VIRTUAL_MODES = ["normal", "lockout", "training"] as const;
export type VirtualMode = (typeof VIRTUAL_MODES)[number];

/** The penalty per wrong attempt in normal mode unless the creator picks another. */
export const DEFAULT_PENALTY_SECONDS = 300;
