/** Matches the API's 30-day sliding session. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
