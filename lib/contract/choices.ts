/* No schema library, so a component that only lists the choices loads none. */
import { COLLECTION_PLATFORMS } from "./platforms";

export const UPSOLVE_STATES = ["solved", "upsolved", "attempted", "untried"] as const;
export type UpsolveState = (typeof UPSOLVE_STATES)[number];

export const STUMBLE_PLATFORMS = COLLECTION_PLATFORMS;
export type StumblePlatform = (typeof STUMBLE_PLATFORMS)[number];
export const STUMBLE_STATUSES = ["solved", "unsolved"] as const;
export type StumbleStatus = (typeof STUMBLE_STATUSES)[number];

/** docs/decisions/016-virtual-contests.md */
export const VIRTUAL_MODES = ["normal", "lockout", "training"] as const;
export type VirtualMode = (typeof VIRTUAL_MODES)[number];

/** Unless the creator picks another. */
export const DEFAULT_PENALTY_SECONDS = 300;

/** A club member's state on an assignment's problem, read only from synced submissions (docs/decisions/037-clubs.md). */
export const CELL_STATES = ["solved_before", "solved", "solved_late", "attempted", "untried"] as const;
export type CellState = (typeof CELL_STATES)[number];

export const CELL_STATE_LABELS: Record<CellState, string> = {
  solved_before: "Solved before",
  solved: "Solved in time",
  solved_late: "Solved late",
  attempted: "Attempted",
  untried: "Not tried",
};
