/** The key its page reads on the server and the browser's hook reads. */
export const standingsKey = (contestId: string) => ["/virtual/standings", contestId] as const;
