/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import type { HandleVerification } from "@/lib/contract/verification";
import { VerificationRow } from "./verification-row";

const NOW = Date.parse("2026-11-24T02:00:00Z");
const base: HandleVerification = {
  platform: "codeforces",
  handle: "tourist",
  verified: false,
  method: null,
  verifiedAt: null,
  claimedByAnother: false,
  challenge: null,
};
const challenge = (state: "open" | "expired" | "verified", expiresInMs: number) => ({
  problem: { externalId: "4A", name: "Watermelon", url: "https://codeforces.com/problemset/problem/4/A" },
  startedAt: new Date(NOW + expiresInMs - 600_000).toISOString(),
  expiresAt: new Date(NOW + expiresInMs).toISOString(),
  state,
});

function show(v: HandleVerification, offered = false) {
  const onStart = jest.fn();
  const onCheck = jest.fn();
  render(
    <ul>
      <VerificationRow v={v} now={NOW} busy={false} codeforcesOffered={offered} onStart={onStart} onCheck={onCheck} />
    </ul>,
  );
  return { onStart, onCheck };
}

describe("VerificationRow", () => {
  it("offers the challenge, and the Codeforces sign-in only when the server offers it", () => {
    const { onStart } = show(base);
    expect(screen.queryByRole("link", { name: "Sign in with Codeforces" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Verify Codeforces handle" }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it("links the Codeforces sign-in to its route when offered", () => {
    show(base, true);
    expect(screen.getByRole("link", { name: "Sign in with Codeforces" })).toHaveAttribute("href", "/api/verify/codeforces/start");
  });

  it("names the problem with its link and counts down while the challenge is open", () => {
    const { onCheck } = show({ ...base, challenge: challenge("open", 125_000) });
    expect(screen.getByRole("link", { name: "Watermelon" })).toHaveAttribute("href", "https://codeforces.com/problemset/problem/4/A");
    expect(screen.getByText(/Time left:/)).toHaveTextContent("Time left: 2:05");
    fireEvent.click(screen.getByRole("button", { name: "I submitted it, check now" }));
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it("says an expired challenge ended, and offers to start again", () => {
    show({ ...base, challenge: challenge("open", -1000) });
    expect(screen.getByText(/The challenge ended without a compilation error from tourist/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Verify Codeforces handle" })).toBeEnabled();
  });

  it("shows the badge once verified, with nothing left to do", () => {
    show({ ...base, verified: true, method: "compile_error", verifiedAt: new Date(NOW).toISOString() });
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("tells a user whose handle someone else verified, without a way to start", () => {
    show({ ...base, claimedByAnother: true });
    expect(screen.getByText("This Codeforces handle is already verified by another user.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
