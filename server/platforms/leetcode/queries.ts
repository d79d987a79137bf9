// Only fields the public schema is known to serve (docs/platforms.md §2): an unknown field fails the whole query.

export type LeetCodeQuery = { operationName: string; query: string };

/** Each contest's rating comes along, so the best rating needs no second call. */
export const profileQuery: LeetCodeQuery = {
  operationName: "userProfile",
  query: `query userProfile($username: String!) {
  matchedUser(username: $username) {
    username
    profile { realName userAvatar ranking }
    submitStats {
      acSubmissionNum { difficulty count submissions }
      totalSubmissionNum { difficulty count submissions }
    }
    submitStatsGlobal { acSubmissionNum { difficulty count submissions } }
    submissionCalendar
    tagProblemCounts {
      advanced { tagName tagSlug problemsSolved }
      intermediate { tagName tagSlug problemsSolved }
      fundamental { tagName tagSlug problemsSolved }
    }
  }
  userContestRanking(username: $username) { attendedContestsCount rating badge { name } }
  userContestRankingHistory(username: $username) { attended rating }
}`,
};

export const contestHistoryQuery: LeetCodeQuery = {
  operationName: "userContestRankingInfo",
  query: `query userContestRankingInfo($username: String!) {
  userContestRanking(username: $username) { attendedContestsCount rating globalRanking totalParticipants topPercentage badge { name } }
  userContestRankingHistory(username: $username) {
    attended
    trendDirection
    problemsSolved
    totalProblems
    finishTimeInSeconds
    rating
    ranking
    contest { title startTime }
  }
}`,
};

export const recentSubmissionsQuery: LeetCodeQuery = {
  operationName: "recentSubmissions",
  query: `query recentSubmissions($username: String!, $limit: Int!) {
  recentSubmissionList(username: $username, limit: $limit) { title titleSlug timestamp statusDisplay lang }
}`,
};

export const questionQuery: LeetCodeQuery = {
  operationName: "questionData",
  query: `query questionData($titleSlug: String!) {
  question(titleSlug: $titleSlug) {
    questionId
    questionFrontendId
    title
    titleSlug
    difficulty
    isPaidOnly
    topicTags { name slug }
  }
}`,
};

export const dailyQuery: LeetCodeQuery = {
  operationName: "questionOfToday",
  query: `query questionOfToday {
  activeDailyCodingChallengeQuestion {
    date
    link
    question { questionId questionFrontendId title titleSlug difficulty isPaidOnly topicTags { name slug } }
  }
}`,
};

export const upcomingContestsQuery: LeetCodeQuery = {
  operationName: "upcomingContests",
  query: `query upcomingContests {
  upcomingContests { title titleSlug startTime duration }
}`,
};
