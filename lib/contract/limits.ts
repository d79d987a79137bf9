/*
 * Length limits of the collections' fields, as plain constants: a button that only checks a
 * length before it sends (a sheet card's "Add to Tricky Problems", a contest's star) needs no
 * schema library. The schemas in ./stumbles.ts and ./favorites.ts use the same numbers.
 */

/** docs/behaviour.md §5 limits for the Add Problem form. */
export const STUMBLE_LIMITS = { name: 50, summary: 200, url: 150, hint: 200, intuition: 500, solution: 150 } as const;

export const FAVORITE_LIMITS = { name: 100, url: 150, note: 150 } as const;

/** The bounds of a review schedule's settings (docs/decisions/017-spaced-re-solving.md). */
export const REVIEW_RETENTION_RANGE = { min: 0.7, max: 0.99 } as const;
export const REVIEW_INTERVAL_RANGE = { min: 1, max: 36500 } as const;

/** The message of the 409 for an edit made from an older copy of the note. */
export const NOTE_CHANGED_MESSAGE = "This note was changed elsewhere since you opened it; reload it and try again";
