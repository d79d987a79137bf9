import { platformLabel, type PlatformId } from "@/lib/contract/platforms";

type Bar = { label: string; value: number; colour: string };

/**
 * One platform's bars on its own scale (a small multiple), so 9 LeetCode problems are not a sliver
 * beside 1,080 Codeforces ones. Plain HTML, drawn with the page: a labelled image whose accessible
 * name is its text alternative, with both axes titled and the numbers written beside the bars.
 */
export function BarMultiple({
  platform,
  title,
  bars,
  categoryAxis,
  valueAxis,
  testId,
}: {
  platform: PlatformId;
  title: string;
  bars: readonly Bar[];
  categoryAxis: string;
  valueAxis: string;
  testId: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const alt = `${platformLabel(platform)}, ${title.toLowerCase()}: ${bars.map((b) => `${b.label} ${b.value}`).join(", ")}.`;
  return (
    <figure className="min-w-0" data-testid={testId}>
      <figcaption className="mb-2 text-sm font-semibold">
        {platformLabel(platform)} <span className="font-normal text-zinc-600 dark:text-zinc-400">· {title}</span>
      </figcaption>
      <div role="img" aria-label={alt} className="text-xs text-zinc-700 dark:text-zinc-300">
        <div className="mb-1 grid grid-cols-[6.5rem_1fr_3rem] gap-2 font-medium text-zinc-600 dark:text-zinc-400">
          <span>{categoryAxis}</span>
          <span />
          <span className="text-right">Count</span>
        </div>
        <ul className="space-y-1.5">
          {bars.map((b) => (
            <li key={b.label} className="grid grid-cols-[6.5rem_1fr_3rem] items-center gap-2">
              <span className="truncate" title={b.label}>
                {b.label}
              </span>
              <span className="h-3 rounded-sm bg-zinc-100 dark:bg-zinc-800">
                <span
                  className="block h-full rounded-sm"
                  style={{ width: `${(b.value / max) * 100}%`, minWidth: b.value > 0 ? 2 : 0, backgroundColor: b.colour }}
                />
              </span>
              <span className="text-right font-semibold tabular-nums">{b.value.toLocaleString("en-US")}</span>
            </li>
          ))}
        </ul>
        <div className="mt-1 grid grid-cols-[6.5rem_1fr_3rem] gap-2 text-zinc-600 dark:text-zinc-400">
          <span />
          <span className="flex justify-between tabular-nums">
            <span>0</span>
            <span>{valueAxis}</span>
            <span>{max.toLocaleString("en-US")}</span>
          </span>
          <span />
        </div>
      </div>
    </figure>
  );
}
