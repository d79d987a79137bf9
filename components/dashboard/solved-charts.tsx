"use client";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis, type TooltipContentProps } from "recharts";
import { PLATFORMS, PLATFORM_IDS, platformLabel } from "@/lib/contract/platforms";
import { AXIS_TICK, CHART_TEXT, DIFFICULTY_COLOURS, DIFFICULTY_LABELS } from "./chart-theme";
import { ChartTooltipCard } from "./chart-tooltip";
import type { Difficulty, DifficultyRow, TagRow } from "./progress";

/** Loaded on demand (lazy-charts.tsx), like the rating chart. */
export function DifficultyChart({ rows, difficulties }: { rows: DifficultyRow[]; difficulties: Difficulty[] }) {
  const data = rows.map((r) => ({ ...r, name: platformLabel(r.platform) }));
  return (
    <div className={`w-full ${CHART_TEXT}`} style={{ height: 72 + rows.length * 44 }} data-testid="difficulty-chart">
      <BarChart
        data={data}
        layout="vertical"
        responsive
        style={{ width: "100%", height: "100%" }}
        margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
        title="Solved problems by difficulty"
      >
        <CartesianGrid stroke="currentColor" strokeOpacity={0.15} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} stroke="currentColor" strokeOpacity={0.4} />
        <YAxis type="category" dataKey="name" tick={AXIS_TICK} stroke="currentColor" strokeOpacity={0.4} width={84} />
        <Tooltip content={StackTooltip} cursor={{ fill: "currentColor", fillOpacity: 0.08 }} />
        <Legend wrapperStyle={{ fontSize: 12 }} iconType="circle" iconSize={8} itemSorter={null} formatter={legendText} />
        {difficulties.map((d) => (
          <Bar
            key={d}
            dataKey={d}
            name={DIFFICULTY_LABELS[d]}
            stackId="solved"
            fill={DIFFICULTY_COLOURS[d]}
            isAnimationActive={false}
            barSize={22}
          />
        ))}
      </BarChart>
    </div>
  );
}

export function TagsChart({ rows }: { rows: TagRow[] }) {
  const platforms = PLATFORM_IDS.filter((p) => rows.some((r) => (r[p] ?? 0) > 0));
  return (
    <div className={`w-full ${CHART_TEXT}`} style={{ height: 72 + rows.length * 30 }} data-testid="tags-chart">
      <BarChart
        data={rows}
        layout="vertical"
        responsive
        style={{ width: "100%", height: "100%" }}
        margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
        title="Most solved tags"
      >
        <CartesianGrid stroke="currentColor" strokeOpacity={0.15} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} stroke="currentColor" strokeOpacity={0.4} />
        <YAxis type="category" dataKey="tag" tick={AXIS_TICK} stroke="currentColor" strokeOpacity={0.4} width={128} interval={0} />
        <Tooltip content={StackTooltip} cursor={{ fill: "currentColor", fillOpacity: 0.08 }} />
        <Legend wrapperStyle={{ fontSize: 12 }} iconType="circle" iconSize={8} itemSorter={null} formatter={legendText} />
        {platforms.map((p) => (
          <Bar
            key={p}
            dataKey={p}
            name={PLATFORMS[p].label}
            stackId="tags"
            fill={PLATFORMS[p].colour}
            isAnimationActive={false}
            barSize={16}
          />
        ))}
      </BarChart>
    </div>
  );
}

/** Legend words in the text colour: a yellow "Medium" on a white card would be unreadable. */
const legendText = (value: string) => <span className="text-zinc-700 dark:text-zinc-300">{value}</span>;

function StackTooltip({ active, payload, label }: TooltipContentProps) {
  if (!active || !payload?.length) return null;
  const shown = payload.filter((p) => Number(p.value) > 0);
  const total = shown.reduce((n, p) => n + Number(p.value), 0);
  return (
    <ChartTooltipCard title={String(label)}>
      <ul>
        {shown.map((p) => (
          <li key={String(p.dataKey)} className="flex items-center gap-1.5">
            <span className="inline-block h-2 w-2 rounded-full" style={{ backgroundColor: p.color }} aria-hidden />
            {p.name}: <span className="tabular-nums font-semibold">{String(p.value)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-zinc-600 dark:text-zinc-400">Total {total}</p>
    </ChartTooltipCard>
  );
}
