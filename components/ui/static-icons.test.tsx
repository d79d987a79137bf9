import * as lucide from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as statics from "./static-icons";

const classOf = (svg: string) => new Set(/class="([^"]*)"/.exec(svg)![1]!.split(" "));
const withoutClass = (svg: string) => svg.replace(/ class="[^"]*"/, "");

describe("server-rendered icons", () => {
  it.each(Object.keys(statics))("%s draws exactly what lucide-react draws, hidden from assistive technology", (name) => {
    const Static = statics[name as keyof typeof statics];
    const Lucide = lucide[name as keyof typeof lucide] as ComponentType<{ className?: string }>;
    const ours = renderToStaticMarkup(<Static className="h-5 w-5" />);
    const theirs = renderToStaticMarkup(<Lucide className="h-5 w-5" />);
    expect(withoutClass(ours)).toBe(withoutClass(theirs));
    // lucide-react adds a class for an old alias of the name (lucide-line-chart beside lucide-chart-line).
    expect([...classOf(ours)].filter((c) => !classOf(theirs).has(c))).toEqual([]);
    expect(ours).toContain('aria-hidden="true"');
  });
});
