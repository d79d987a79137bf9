/** docs/behaviour.md §2 */
export const LOADING_TEXT = {
  dashboard: "Loading Dashboard...",
  smartsheet: "Loading Smartsheet...",
  train: "Loading Train...",
  contests: "Loading Contests...",
  network: "Loading Network...",
  stumbles: "Loading Problems...",
  concepts: "Loading Notes...",
} as const;
