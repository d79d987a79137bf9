/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { RootProviders } from "./root-providers";

beforeEach(() => {
  // next-themes reads the system's scheme even with the system theme off.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  document.documentElement.className = "dark";
  // next-themes renders its no-flash script, which React warns about when rendering in the browser.
  const error = console.error;
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("Encountered a script tag")) error(...args);
  });
});

afterEach(() => jest.restoreAllMocks());

function renderToggle() {
  render(
    <RootProviders>
      <ThemeToggle className="toggle">Theme</ThemeToggle>
    </RootProviders>,
  );
}

it("shows the remembered light theme on the switch, and switches to dark and back", async () => {
  localStorage.setItem("algo-ladder-theme", "light");
  renderToggle();
  fireEvent.click(await screen.findByRole("button", { name: "Switch to dark theme" }));
  expect(document.documentElement).toHaveClass("dark");
  expect(localStorage.getItem("algo-ladder-theme")).toBe("dark");
  fireEvent.click(await screen.findByRole("button", { name: "Switch to light theme" }));
  expect(document.documentElement).toHaveClass("light");
  expect(document.documentElement).not.toHaveClass("dark");
  expect(localStorage.getItem("algo-ladder-theme")).toBe("light");
});

it("starts on the dark default when nothing is remembered", async () => {
  localStorage.removeItem("algo-ladder-theme");
  renderToggle();
  fireEvent.click(await screen.findByRole("button", { name: "Switch to light theme" }));
  expect(localStorage.getItem("algo-ladder-theme")).toBe("light");
});
