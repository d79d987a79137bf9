/** @jest-environment jsdom */
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { ApiReadError } from "@/lib/client/api";
import { makeQueryClient } from "@/lib/client/query-client";
import type { ProfileData } from "@/lib/contract/profile";
import { AuthProvider, profileRetryDelay, seedProfile, useAuth } from "./auth-provider";

const signOut = jest.fn();
jest.mock("next-auth/react", () => ({
  useSession: () => ({ status: "authenticated", data: { user: { userName: "ada" } } }),
  signOut: (...args: unknown[]) => signOut(...args),
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => "/dashboard",
}));

/** Each call takes the next outcome. */
let outcomes: Array<"502" | "401" | "ok">;
let calls = 0;
const profile = { personal: { userName: "ada", fullName: "Ada Lovelace" }, handles: {}, accounts: [] };
jest.mock("@/lib/hooks/use-api-query", () => ({
  useApiQuery: (path: string, options: object) =>
    useQuery({
      queryKey: [path],
      queryFn: async () => {
        const outcome = outcomes[Math.min(calls++, outcomes.length - 1)];
        if (outcome === "ok") return { success: true, profileData: profile };
        throw new ApiReadError({ ok: false, status: Number(outcome), error: null });
      },
      ...options,
    }),
}));

function Probe() {
  const { profileFailed, isAuthenticated, user, loading } = useAuth();
  return <p>{profileFailed ? "failed" : loading ? "loading" : isAuthenticated ? `signed in as ${user?.userName}` : "signed out"}</p>;
}

const renderProvider = (client = makeQueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  signOut.mockReset();
  calls = 0;
});

describe("a failed profile read never signs the user out", () => {
  it("a 502 shows the error state, keeps the session, and recovers by itself", async () => {
    outcomes = ["502", "ok"];
    renderProvider();
    await screen.findByText("failed");
    expect(signOut).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText("signed in as ada")).toBeInTheDocument(), { timeout: profileRetryDelay(1) + 2000 });
    expect(signOut).not.toHaveBeenCalled();
    expect(calls).toBe(2);
  });

  it("keeps trying, further apart each time, while the server stays down", async () => {
    jest.useFakeTimers();
    try {
      outcomes = ["502"];
      renderProvider();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(profileRetryDelay(1) + profileRetryDelay(2) + 100);
      });
      expect(calls).toBe(3);
      expect(screen.getByText("failed")).toBeInTheDocument();
      expect(signOut).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("a 401 is not shown as an error: the session is gone and apiFetch signs the user out", async () => {
    outcomes = ["401"];
    renderProvider();
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.queryByText("failed")).not.toBeInTheDocument();
  });
});

describe("docs/decisions/019-server-read-profile.md", () => {
  it("a profile the server read is shown at the first render: no loader, no wait, no read from the browser", () => {
    outcomes = ["502"];
    const client = makeQueryClient();
    seedProfile(client, profile as unknown as ProfileData);
    renderProvider(client);
    expect(screen.getByText("signed in as ada")).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("a profile read in the browser still keeps the loader up for 500 ms after it arrives", async () => {
    jest.useFakeTimers();
    try {
      outcomes = ["ok"];
      renderProvider();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(calls).toBe(1);
      expect(screen.getByText("loading")).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500);
      });
      expect(screen.getByText("signed in as ada")).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

it("retry delays grow and stop at 30 s", () => {
  expect([1, 2, 3, 4, 5, 6, 10].map(profileRetryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});
