/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { PLATFORMS } from "@/lib/contract/platforms";
import { PlatformBadge } from "./badge";

describe("PlatformBadge", () => {
  it.each(["leetcode", "codeforces", "codechef"] as const)("shows %s with the registry's label and tone", (id) => {
    render(<PlatformBadge platform={id} />);
    const badge = screen.getByText(PLATFORMS[id].label);
    expect(badge.className).toContain(`bg-${PLATFORMS[id].tone}-50`);
  });

  it("keeps working for 'other' and for names it does not know", () => {
    render(
      <>
        <PlatformBadge platform="other" />
        <PlatformBadge platform="atcoder" />
      </>,
    );
    expect(screen.getByText("Other").className).toContain("bg-zinc-100");
    expect(screen.getByText("atcoder").className).toContain("bg-zinc-100");
  });
});
