/** Loading texts of docs/behaviour.md §2, shared by each route's loading.tsx and its client page. */
export const LOADING_TEXT = {
  dashboard: "Loading Dashboard...",
  smartsheet: "Loading Smartsheet...",
  train: "Loading Train...",
  profile: "Loading Profile...",
  contests: "Loading Contests...",
  network: "Loading Network...",
  stumbles: "Loading Problems...",
  concepts: "Loading Notes...",
} as const;
