import { PlatformError, type AdapterDeps, type LeetCodeAdapter } from "../types";
import { createGraphqlClient } from "./client";
import { toContestResults, toDaily, toProblem, toProfile, toSubmissions, toUpcoming } from "./normalise";
import { contestHistoryQuery, dailyQuery, profileQuery, questionQuery, recentSubmissionsQuery, upcomingContestsQuery } from "./queries";
import {
  contestHistoryDataSchema,
  dailyDataSchema,
  profileDataSchema,
  questionDataSchema,
  recentSubmissionsDataSchema,
  upcomingContestsDataSchema,
} from "./schemas";
import { RECENT_LIST_LIMIT } from "./gaps";

const handleNotFound = (handle: string) => new PlatformError("leetcode", "not_found", "LeetCode handle not found", { handle });

/** Each adapter keeps its own csrftoken, so build one per process and reuse it. */
export function createLeetCodeAdapter(deps: AdapterDeps): LeetCodeAdapter {
  const query = createGraphqlClient(deps);

  async function profile(handle: string) {
    const data = await query(profileQuery, { username: handle }, profileDataSchema, { handle });
    if (!data.matchedUser) throw handleNotFound(handle);
    return toProfile(data.matchedUser, data.userContestRanking, data.userContestRankingHistory);
  }

  return {
    profile,
    lookUp: profile,

    async contestHistory(handle) {
      const data = await query(contestHistoryQuery, { username: handle }, contestHistoryDataSchema, { handle });
      return toContestResults(data.userContestRankingHistory ?? []);
    },

    async recentSubmissions(handle) {
      const data = await query(recentSubmissionsQuery, { username: handle, limit: RECENT_LIST_LIMIT }, recentSubmissionsDataSchema, {
        handle,
      });
      // An unknown user comes back as an error (handled by the client); a bare null is no submissions.
      return toSubmissions(data.recentSubmissionList ?? []);
    },

    async question(slug) {
      const data = await query(questionQuery, { titleSlug: slug }, questionDataSchema);
      // A null question (premium, retired or renamed) says nothing about the account.
      if (!data.question) throw new PlatformError("leetcode", "item_missing", `LeetCode would not describe the problem ${slug}`);
      return toProblem(data.question);
    },

    async daily() {
      const data = await query(dailyQuery, {}, dailyDataSchema);
      return toDaily(data.activeDailyCodingChallengeQuestion);
    },

    async upcomingContests() {
      const data = await query(upcomingContestsQuery, {}, upcomingContestsDataSchema);
      return toUpcoming(data.upcomingContests, deps.now());
    },
  };
}
