import { platformLabel, type PlatformId } from "@/lib/contract/platforms";
import { groupDigits } from "@/lib/intl";

type Bar = { label: string; value: number; colour: string };

/** The label column wraps long tag names rather than cutting them; the count column holds "1,080". */
const COLUMNS = "grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)_3.25rem] gap-x-2";

/** Each platform on its own scale, so 9 LeetCode problems are not a sliver beside 1,080 Codeforces ones. */
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
        <div className={`${COLUMNS} mb-1 font-medium text-zinc-600 dark:text-zinc-400`}>
          <span>{categoryAxis}</span>
          <span />
          <span className="text-right">Count</span>
        </div>
        <ul className="space-y-1.5">
          {bars.map((b) => (
            <li key={b.label} className={`${COLUMNS} items-center`}>
              <span className="break-words">{b.label}</span>
              <span className="h-3 rounded-sm bg-zinc-100 dark:bg-zinc-800">
                <span
                  className="block h-full rounded-sm"
                  style={{ width: `${(b.value / max) * 100}%`, minWidth: b.value > 0 ? 2 : 0, backgroundColor: b.colour }}
                />
              </span>
              <span className="text-right font-semibold tabular-nums">{groupDigits(b.value)}</span>
            </li>
          ))}
        </ul>
        {/* The value axis: its ends on one line under the bars, its title on a line of its own below them. */}
        <div className={`${COLUMNS} mt-1 text-zinc-600 dark:text-zinc-400`}>
          <span />
          <span className="flex justify-between gap-2 border-t border-zinc-300 pt-0.5 tabular-nums dark:border-zinc-700">
            <span>0</span>
            <span>{groupDigits(max)}</span>
          </span>
          <span />
          <span />
          <span className="mt-0.5 text-center">{valueAxis}</span>
          <span />
        </div>
      </div>
    </figure>
  );
}
