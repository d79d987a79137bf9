import { setTimeout as sleep } from "node:timers/promises";
import { INVALID_CREDENTIALS } from "@/lib/contract/auth";
import type { Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { burnPasswordCheck, verifyPassword } from "./passwords";
import { hitRateLimit, releaseAttempt, reserveAttempt, type Reservation } from "./rate-limit";
import { findUserByIdentifier, type UserRow } from "./users";

const WINDOW_MS = 15 * 60_000;
/** Against guessing spread over many addresses (docs/environment.md). */
const ACCOUNT_WIDE_FACTOR = 3;
/** Doubled each time, up to the cap. */
const ADDRESS_DELAY_MS = 100;
const ADDRESS_DELAY_CAP_MS = 5_000;

const addressDelayMs = (failures: number, limit: number) =>
  failures <= limit ? 0 : Math.min(ADDRESS_DELAY_CAP_MS, ADDRESS_DELAY_MS * 2 ** Math.min(failures - limit - 1, 16));

/**
 * Per account and address, per account at a higher limit, and per address only slowed, never locked (students share campus addresses).
 * Both account counts are reserved before the password is checked, so parallel guesses cannot exceed them.
 */
export async function signIn(deps: Deps, identifier: string, password: string, address: string): Promise<UserRow> {
  const { db, env, now } = deps;
  const limit = env.RATE_LIMIT_SIGNIN_FAILURES;
  const user = await findUserByIdentifier(db, identifier);
  const account = user ? `user:${user.id}` : `name:${identifier}`;

  const reserved: Reservation[] = [];
  try {
    reserved.push(await reserveAttempt(db, `signin:pair:${address}:${account}`, { limit, windowMs: WINDOW_MS }, now()));
    reserved.push(
      await reserveAttempt(db, `signin:account:${account}`, { limit: ACCOUNT_WIDE_FACTOR * limit, windowMs: WINDOW_MS }, now()),
    );
  } catch (error) {
    for (const r of reserved) await releaseAttempt(db, r);
    throw error;
  }

  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (user && ok) {
    for (const r of reserved) await releaseAttempt(db, r);
    return user;
  }
  const failures = await hitRateLimit(db, `signin:ip:${address}`, { limit, windowMs: WINDOW_MS }, now());
  const delay = addressDelayMs(failures, limit);
  if (delay) await sleep(delay);
  throw new AppError("unauthorized", INVALID_CREDENTIALS);
}
