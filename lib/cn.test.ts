import { cn } from "./cn";

describe("cn", () => {
  it("joins conditional classes and lets a later Tailwind class win a conflict", () => {
    expect(cn("px-3 text-zinc-700", false, null, undefined, "text-red-600")).toBe("px-3 text-red-600");
    expect(cn("h-10 px-4", { "w-full": true, hidden: false })).toBe("h-10 px-4 w-full");
  });

  it("keeps classes that only look alike, including the brand colours", () => {
    expect(cn("text-sm", "text-brand-600")).toBe("text-sm text-brand-600");
    expect(cn("bg-red-600", "bg-brand-600")).toBe("bg-brand-600");
    expect(cn("px-3", "pl-9")).toBe("px-3 pl-9");
  });
});
