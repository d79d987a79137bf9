/**
 * The contract's paths the BFF forwards (an allow-list, not an open proxy).
 * Auth paths are handled by next-auth and its own handlers; health routes and
 * /auth/gsign are never reachable from the browser.
 */
export const FORWARDED_ROUTES = {
  "/profile/getProfileData": "GET",
  "/profile/updateProfile": "POST",
  "/saved/stumbles/get": "GET",
  "/saved/stumbles/add": "POST",
  "/saved/stumbles/remove": "POST",
  "/saved/concepts/get": "GET",
  "/saved/concepts/add": "POST",
  "/saved/concepts/edit": "POST",
  "/saved/concepts/remove": "POST",
  "/contests/favorites/get": "GET",
  "/contests/favorites/add": "POST",
  "/contests/favorites/remove": "POST",
} as const satisfies Record<string, "GET" | "POST">;

export type ForwardedPath = keyof typeof FORWARDED_ROUTES;

export function forwardedMethod(path: string): "GET" | "POST" | undefined {
  return Object.hasOwn(FORWARDED_ROUTES, path) ? FORWARDED_ROUTES[path as ForwardedPath] : undefined;
}
