/* Plain constants, so a button that only checks a length needs no schema library. */

/** docs/behaviour.md §5 */
export const STUMBLE_LIMITS = { name: 50, summary: 200, url: 150, hint: 200, intuition: 500, solution: 150 } as const;

export const FAVORITE_LIMITS = { name: 100, url: 150, note: 150 } as const;

/** docs/decisions/017-spaced-re-solving.md */
export const REVIEW_RETENTION_RANGE = { min: 0.7, max: 0.99 } as const;
export const REVIEW_INTERVAL_RANGE = { min: 1, max: 36500 } as const;

export const NOTE_CHANGED_MESSAGE = "This note was changed elsewhere since you opened it; reload it and try again";

/**
 * How much of each collection one account keeps, and the most one list read answers: every list
 * a user grows is bounded, so no account can fill the database or make a page read without end.
 */
export const COLLECTION_CAPS = { favourites: 500, follows: 1000, virtualContests: 1000, notes: 1000, trickyProblems: 1000 } as const;
/** The most rows one read of a list answers where no cap bounds the list (invitations, clubs, tokens). */
export const LIST_READ_LIMIT = 1000;

/** The message of the 409 for an add past a collection's cap, in the words the form or toast shows. */
export const CAP_MESSAGES: Record<keyof typeof COLLECTION_CAPS, string> = {
  favourites: `At most ${COLLECTION_CAPS.favourites} favourite contests: remove one first`,
  follows: `At most ${COLLECTION_CAPS.follows} people in your network: unfollow someone first`,
  virtualContests: `At most ${COLLECTION_CAPS.virtualContests} virtual contests per account`,
  notes: `At most ${COLLECTION_CAPS.notes} saved notes: remove one first`,
  trickyProblems: `At most ${COLLECTION_CAPS.trickyProblems} tricky problems: remove one first`,
};
