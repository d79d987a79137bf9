/** docs/behaviour.md §4, §8: names the opener, the popup's pages and the BFF share. */
export const GOOGLE_POPUP = {
  /** window.open's target: a second click reuses the same window instead of opening another. */
  name: "google-signin",
  width: 500,
  height: 600,
  /** The page the popup opens on; it starts next-auth's Google flow. */
  startPath: "/auth/google",
  /** Where the flow ends, well or badly; it reports to the opener and closes. */
  resultPath: "/auth/google/done",
  /** A same-origin fallback for browsers that cut `window.opener` while the popup visits the provider. */
  channel: "algo-ladder-google-sign-in",
  messageType: "algo-ladder:google-sign-in",
} as const;

export const POPUP_ERRORS = {
  Blocked: "Your browser blocked the Google sign-in window. Allow pop-ups for this site, then try again.",
  Closed: "The Google sign-in window was closed before sign-in finished. Nothing changed; try again when you are ready.",
  Cancelled: "Google sign-in was cancelled. You are not signed in.",
  Network: "Could not reach the server. Check your internet connection and try again.",
  OAuthSignin: "Could not start Google sign-in because Google could not be reached. Check your connection and try again.",
  ProviderRefused:
    "Google refused this site's sign-in request (the site's domain or its Google sign-in settings are not authorised). Sign in with your password instead, or try again later.",
  ProviderUnavailable: "Google could not complete the sign-in right now. Try again in a moment.",
  AccessDenied: "Access denied: this Google account cannot be used to sign in here.",
  EmailNotVerified: "Google has not verified this account's email address, so it cannot be used to sign in here.",
  AccountNotVerified:
    "An account with this email already exists, but its email address is not verified yet. Sign in with your password (or use 'Forgot password?'), verify your email, then use Google.",
  Configuration: "Google sign-in is not set up correctly on this site. Sign in with your password instead.",
  ServerError: "Server error occurred. Google sign-in did not finish; try again.",
  Incomplete: "Google sign-in did not finish. Try again.",
} as const;

export type PopupError = keyof typeof POPUP_ERRORS;

export type PopupOutcome = { type: typeof GOOGLE_POPUP.messageType } & ({ ok: true } | { ok: false; error: PopupError });

/** RFC 6749 §4.1.2.1, plus Google's. */
const PROVIDER_ERRORS: Record<string, PopupError> = {
  access_denied: "Cancelled",
  unauthorized_client: "ProviderRefused",
  invalid_client: "ProviderRefused",
  invalid_request: "ProviderRefused",
  invalid_scope: "ProviderRefused",
  unsupported_response_type: "ProviderRefused",
  redirect_uri_mismatch: "ProviderRefused",
  org_internal: "ProviderRefused",
  disallowed_useragent: "ProviderRefused",
  server_error: "ProviderUnavailable",
  temporarily_unavailable: "ProviderUnavailable",
};

const NEXT_AUTH_ERRORS: Record<string, PopupError> = {
  OAuthSignin: "OAuthSignin",
  // Exchanging the code failed: a wrong client secret, an issuer that does not match, a lost state cookie.
  OAuthCallback: "ProviderRefused",
  OAuthCreateAccount: "ProviderRefused",
  OAuthAccountNotLinked: "AccessDenied",
  AccessDenied: "AccessDenied",
  Configuration: "Configuration",
  configuration: "Configuration",
};

/** Unknown codes read as "did not finish". */
export function popupErrorOf(code: string | null | undefined): PopupError {
  if (!code) return "Incomplete";
  if (Object.hasOwn(POPUP_ERRORS, code)) return code as PopupError;
  if (Object.hasOwn(NEXT_AUTH_ERRORS, code)) return NEXT_AUTH_ERRORS[code]!;
  if (Object.hasOwn(PROVIDER_ERRORS, code)) return PROVIDER_ERRORS[code]!;
  return "Incomplete";
}

export const isPopupOutcome = (data: unknown): data is PopupOutcome =>
  typeof data === "object" && data !== null && (data as { type?: unknown }).type === GOOGLE_POPUP.messageType;
