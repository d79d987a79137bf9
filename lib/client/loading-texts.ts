/** Loading texts of docs/behaviour.md §2, shown by each page's own loader while the browser reads its data. */
export const LOADING_TEXT = {
  dashboard: "Loading Dashboard...",
  smartsheet: "Loading Smartsheet...",
  train: "Loading Train...",
  contests: "Loading Contests...",
  network: "Loading Network...",
  stumbles: "Loading Problems...",
  concepts: "Loading Notes...",
} as const;
