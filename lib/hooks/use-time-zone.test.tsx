/** @jest-environment jsdom */
import { renderHook, waitFor } from "@testing-library/react";
import * as React from "react";
import type { ReactNode } from "react";
import type * as TimeZoneHook from "./use-time-zone";

const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** A zone the test machine is not in, as the server's stand-in. */
const cookieZone = own === "Pacific/Chatham" ? "Asia/Kolkata" : "Pacific/Chatham";

/** With the browser's zone not read yet, and the same React. */
async function freshHook() {
  let hook!: typeof TimeZoneHook;
  await jest.isolateModulesAsync(async () => {
    jest.doMock("react", () => React);
    hook = await import("./use-time-zone");
  });
  return hook;
}

it("renders with the zone the server rendered with, then the browser's own once the browser is idle", async () => {
  const { TimeZoneHint, useTimeZone } = await freshHook();
  const wrapper = ({ children }: { children: ReactNode }) => <TimeZoneHint zone={cookieZone}>{children}</TimeZoneHint>;
  const { result } = renderHook(() => useTimeZone(), { wrapper });
  expect(result.current).toBe(cookieZone);
  await waitFor(() => expect(result.current).toBe(own));
});

it("prefers a page's own stand-in to the shell's", async () => {
  const { TimeZoneHint, useTimeZone } = await freshHook();
  const wrapper = ({ children }: { children: ReactNode }) => <TimeZoneHint zone="Asia/Kolkata">{children}</TimeZoneHint>;
  const { result } = renderHook(() => useTimeZone(cookieZone), { wrapper });
  expect(result.current).toBe(cookieZone);
});

it("with no zone to start from gives none until the browser's is read, and that at once to every later reader", async () => {
  const { useTimeZone } = await freshHook();
  const first = renderHook(() => useTimeZone());
  expect(first.result.current).toBeNull();
  await waitFor(() => expect(first.result.current).toBe(own));
  const later = renderHook(() => useTimeZone(cookieZone));
  expect(later.result.current).toBe(own);
});

it("says the browser's zone is unknown until it is read, then known at once to every later reader", async () => {
  const { useBrowserZoneKnown, useTimeZone } = await freshHook();
  const first = renderHook(() => [useBrowserZoneKnown(), useTimeZone()] as const);
  expect(first.result.current).toEqual([false, null]);
  await waitFor(() => expect(first.result.current).toEqual([true, own]));
  expect(renderHook(() => useBrowserZoneKnown()).result.current).toBe(true);
});
