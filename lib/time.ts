/**
 * Spans of time in milliseconds, the unit of Date, timers and every duration in the code. Both the
 * web app and the API import these; a span in seconds is written as `DAY / SECOND` where it is needed.
 */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
