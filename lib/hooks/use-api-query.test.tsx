/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { configureApiClient } from "@/lib/client/api";
import { makeQueryClient } from "@/lib/client/query-client";
import { useApiQuery, useCollection } from "./use-api-query";

const stumble = (id: string, name: string) => ({
  id,
  name,
  summary: "s",
  url: "",
  platform: "other" as const,
  hint: "",
  intuition: "",
  solution: "",
  status: "unsolved" as const,
  createdAt: "2025-01-01T00:00:00.000Z",
});

const toast = jest.fn();
let replies: Array<{ status: number; body: unknown }>;
beforeEach(() => {
  toast.mockReset();
  configureApiClient({ toast, onSessionLost: jest.fn(), log: jest.fn() });
  replies = [];
  global.fetch = jest.fn(async (): Promise<Response> => {
    const next = replies.shift();
    if (!next) throw new TypeError("no reply queued");
    // jsdom has no fetch Response; apiFetch reads only these three.
    return { ok: next.status < 400, status: next.status, json: async () => next.body } as Response;
  });
});

function wrapper() {
  const client = makeQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, Wrapper };
}

describe("useCollection", () => {
  it("loads once, then applies confirmed writes to the cache without reading again", async () => {
    replies.push({ status: 200, body: { success: true, allStumbles: [stumble("a", "A")] } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useCollection("/saved/stumbles/get", "allStumbles"), { wrapper: Wrapper });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.items?.map((s) => s.name)).toEqual(["A"]);

    act(() => void result.current.update((list) => [stumble("b", "B"), ...list]));
    await waitFor(() => expect(result.current.items?.map((s) => s.name)).toEqual(["B", "A"]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows an error state after a failed first load, and reload reads again", async () => {
    replies.push({ status: 500, body: { success: false, message: "down" } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useCollection("/saved/stumbles/get", "allStumbles"), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(toast).toHaveBeenCalledWith("Server error occurred");
    expect(toast).toHaveBeenCalledTimes(1);

    replies.push({ status: 200, body: { success: true, allStumbles: [] } });
    act(() => void result.current.reload());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.items).toEqual([]);
  });

  it("refresh re-reads quietly and keeps the list on screen if that read fails", async () => {
    replies.push({ status: 200, body: { success: true, allStumbles: [stumble("a", "A"), stumble("b", "B")] } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useCollection("/saved/stumbles/get", "allStumbles"), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));

    replies.push({ status: 200, body: { success: true, allStumbles: [stumble("b", "B")] } });
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.items?.map((s) => s.name)).toEqual(["B"]));

    replies.push({ status: 503, body: { success: false, message: "down" } });
    await act(() => result.current.refresh());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(toast).toHaveBeenCalledWith("Server error occurred");
    expect(result.current.status).toBe("ready");
    expect(result.current.items?.map((s) => s.name)).toEqual(["B"]);
  });
});

describe("useApiQuery", () => {
  it("polls when asked to", async () => {
    jest.useFakeTimers();
    try {
      for (let i = 0; i < 3; i++) replies.push({ status: 200, body: { success: true, favorites: [] } });
      const { Wrapper } = wrapper();
      renderHook(() => useApiQuery("/contests/favorites/get", { refetchInterval: 1000 }), { wrapper: Wrapper });
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      await act(() => jest.advanceTimersByTimeAsync(2100));
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
