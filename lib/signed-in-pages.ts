/** The gate, sidebar, Lighthouse budgets and error boundary follow this list; a test holds it to the pages under app/(app). */
export const SIGNED_IN_PAGES = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/smartsheet", label: "Smart Sheet" },
  { href: "/train", label: "Train" },
  { href: "/contests", label: "Contests" },
  { href: "/virtual", label: "Virtual Contests" },
  { href: "/clubs", label: "Clubs" },
  { href: "/network", label: "Network" },
  { href: "/stumbles", label: "Tricky Problems" },
  { href: "/concepts", label: "Saved Notes" },
  { href: "/profile", label: "Profile" },
] as const;

export type SignedInPath = (typeof SIGNED_IN_PAGES)[number]["href"];
