/** @jest-environment jsdom */
import { renderHook } from "@testing-library/react";
import { useOpenedOnce } from "./use-opened-once";

it("is false until the dialog first opens, then stays true after it closes", () => {
  const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
  expect(result.current).toBe(false);
  rerender({ open: true });
  expect(result.current).toBe(true);
  rerender({ open: false });
  expect(result.current).toBe(true);
});

it("is true from the first render when the dialog starts open (a link that opens the form)", () => {
  const { result } = renderHook(() => useOpenedOnce(true));
  expect(result.current).toBe(true);
});
