/* Plain constants, so a button that only checks a length needs no schema library. */

/** docs/behaviour.md §5 */
export const STUMBLE_LIMITS = { name: 50, summary: 200, url: 150, hint: 200, intuition: 500, solution: 150 } as const;

export const FAVORITE_LIMITS = { name: 100, url: 150, note: 150 } as const;

/** docs/decisions/017-spaced-re-solving.md */
export const REVIEW_RETENTION_RANGE = { min: 0.7, max: 0.99 } as const;
export const REVIEW_INTERVAL_RANGE = { min: 1, max: 36500 } as const;

export const NOTE_CHANGED_MESSAGE = "This note was changed elsewhere since you opened it; reload it and try again";
