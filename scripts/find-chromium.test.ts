import { findChromium, NO_BROWSER_MESSAGE, type Lookup } from "./find-chromium";

const machine = (platform: NodeJS.Platform, files: string[], env: Lookup["env"] = {}, own?: string): Lookup => ({
  env,
  platform,
  exists: (file) => files.includes(file),
  playwrightChromium: () => own,
});

describe("the end-to-end browser", () => {
  it("CHROMIUM_PATH wins when set", () => {
    const found = findChromium(machine("linux", ["/opt/c/chrome", "/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/c/chrome" }));
    expect(found).toEqual({ ok: true, source: "CHROMIUM_PATH", executablePath: "/opt/c/chrome" });
  });

  it("a CHROMIUM_PATH that points nowhere is said plainly, with the fixes", () => {
    const found = findChromium(machine("linux", ["/usr/bin/chromium"], { CHROMIUM_PATH: "/nope/chrome" }));
    expect(found.ok).toBe(false);
    expect(!found.ok && found.message).toContain("CHROMIUM_PATH is set to /nope/chrome, but no file is there.");
  });

  it("a browser on PATH comes before the usual locations", () => {
    const found = findChromium(
      machine("linux", ["/home/me/bin/chromium", "/usr/bin/google-chrome"], { PATH: "/usr/local/bin:/home/me/bin" }),
    );
    expect(found).toEqual({ ok: true, source: "system", executablePath: "/home/me/bin/chromium" });
  });

  it.each([
    ["linux", "/usr/bin/chromium", {}],
    ["linux", "/usr/bin/chromium-browser", {}],
    ["linux", "/usr/bin/google-chrome", {}],
    ["darwin", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome", {}],
    ["darwin", "/Users/me/Applications/Chromium.app/Contents/MacOS/Chromium", { HOME: "/Users/me" }],
    ["win32", "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe", { PROGRAMFILES: "C:\\Program Files" }],
    ["win32", "C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe", { LOCALAPPDATA: "C:\\Users\\me\\AppData\\Local" }],
  ] as const)("on %s, finds %s", (platform, file, env) => {
    expect(findChromium(machine(platform, [file], env))).toEqual({ ok: true, source: "system", executablePath: file });
  });

  it("a run with no window takes a headless shell on PATH first; one with a window never does", () => {
    const files = ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"];
    const env = { PATH: "/usr/local/bin:/usr/bin" };
    expect(findChromium({ ...machine("linux", files, env), headless: true })).toEqual({
      ok: true,
      source: "system",
      executablePath: "/usr/bin/chromium-headless-shell",
    });
    expect(findChromium(machine("linux", files, env))).toEqual({ ok: true, source: "system", executablePath: "/usr/bin/chromium" });
    expect(findChromium({ ...machine("linux", ["/usr/bin/chromium"], env), headless: true })).toEqual({
      ok: true,
      source: "system",
      executablePath: "/usr/bin/chromium",
    });
  });

  it("finds chrome.exe on a Windows PATH", () => {
    const found = findChromium(machine("win32", ["D:\\tools\\chrome.exe"], { Path: "C:\\Windows;D:\\tools" }));
    expect(found).toEqual({ ok: true, source: "system", executablePath: "D:\\tools\\chrome.exe" });
  });

  it("falls back to Playwright's own Chromium when installed (no executablePath: Playwright picks it)", () => {
    const own = "/home/me/.cache/ms-playwright/chromium-1200/chrome-linux/chrome";
    expect(findChromium(machine("linux", [own], {}, own))).toEqual({ ok: true, source: "playwright", executablePath: undefined });
  });

  it("with no browser at all, names the fixes", () => {
    const found = findChromium(machine("darwin", [], { HOME: "/Users/me" }, "/Users/me/Library/Caches/ms-playwright/chromium/chrome"));
    expect(found).toEqual({ ok: false, message: NO_BROWSER_MESSAGE });
    expect(NO_BROWSER_MESSAGE).toContain("npx playwright install chromium");
    expect(NO_BROWSER_MESSAGE).toContain("CHROMIUM_PATH");
  });
});
