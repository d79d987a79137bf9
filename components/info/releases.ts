/** Newest first; the Blog page lists them. */
export type Release = { version: string; date: string; title: string; notes: readonly string[] };

export const RELEASES: readonly Release[] = [
  {
    version: "0.6",
    date: "2026-11-28",
    title: "Steadier loading",
    notes: [
      "Profile opens without redrawing itself: its sync times are read from the server's clock until the page is ready, then from yours.",
      "A Codeforces handle says when its activity was last checked, not only when its submissions were last fetched.",
      "On a phone the activity heatmap opens on the latest weeks before any script runs, and the dashboard no longer lays itself out a second time while it loads.",
      "The Contests page's Quick Navigator says Your handles once you have some.",
      "The Smart Sheet opens faster when nothing behind it has changed since it was last worked out; a new submission, follow, rename or sync in your network shows on the next look.",
    ],
  },
  {
    version: "0.5",
    date: "2026-11-25",
    title: "Faster pages",
    notes: [
      "Signed-in pages arrive with their data and the sidebar's figures, and make no extra calls once open; about 40 KiB less script on each.",
      "The rating chart is drawn without a charting library: lighter, and its contests can be stepped through with the arrow keys and read out.",
      "Forms and dialogs load their code when you open them.",
    ],
  },
  {
    version: "0.4",
    date: "2026-11-24",
    title: "Train, virtual contests and re-solving",
    notes: [
      "Train: problems from all three platforms on one difficulty scale, picked at the solve chance you choose, and a map of your weak topics.",
      "Virtual Contests: race the people you follow on the same problems, ranked live from your synced submissions.",
      "Tricky Problems come back on a schedule: Due today lists the ones to re-solve, and your next Accepted on the platform grades them.",
      "Prove a handle is yours with a compilation-error challenge, or, where offered, by signing in to Codeforces; verified handles carry a badge.",
    ],
  },
  {
    version: "0.3",
    date: "2026-11-24",
    title: "Numbers that agree, pages you can act on",
    notes: [
      "Ratings use each platform's own colours everywhere: Codeforces ranks, CodeChef stars, and LeetCode's Knight line from the rating alone.",
      "No more averages across platforms: contest stats and your profile show each platform's rating and best rank on its own.",
      "Sync times say when we next look and what makes us look sooner.",
      "Smart Sheet hides what you already solved (a toggle shows it), keeps its filters in the address, and sends a card to Tricky Problems.",
      "Tricky Problems reads the platform from the link and can add your recent failed attempts in one click; contests can be starred as favourites.",
      "About, Help, Privacy, Terms and these release notes.",
    ],
  },
  {
    version: "0.2",
    date: "2026-11-24",
    title: "Dashboard, contests to upsolve, live sync",
    notes: [
      "Dashboard: ratings over their tier bands, a year of activity, streaks in your time zone, and solved problems by difficulty and tag.",
      "The sidebar's daily goal and streak come from your own submissions.",
      "Your last five contests, each opening to its problems marked solved, upsolved, attempted or not tried; upcoming contests with countdowns and calendar files; LeetCode's daily problem.",
      "Each handle shows when it last synced and any error in words; Sync now looks at once.",
      "Google sign-in in a popup; email verification and password reset by email.",
    ],
  },
  {
    version: "0.1",
    date: "2026-11-22",
    title: "First release",
    notes: [
      "Accounts, profile and platform handles, synced from LeetCode, Codeforces and CodeChef.",
      "Network: follow people, or bare platform handles of people who are not here yet.",
      "Smart Sheet: the problems your network attempted recently, ranked, with filters and pagination.",
      "Favourite contests, Tricky Problems and Saved Notes.",
    ],
  },
];
