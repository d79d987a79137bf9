"use client";
import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/page-header";
import { PlatformBadge } from "@/components/ui/badge";
import { ApiReadError, apiFetch } from "@/lib/client/api";

/** The rest would bury the board. */
const SHOWN = 15;

export function ClubBoardView({ clubId }: { clubId: string }) {
  const board = useQuery({
    queryKey: ["/clubs/board", clubId],
    queryFn: async () => {
      const result = await apiFetch("/clubs/board", { query: { clubId } });
      if (!result.ok) throw new ApiReadError(result);
      return result.data;
    },
  });
  const data = board.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Card>
        <h2 className="mb-3 text-lg font-semibold">Club board</h2>
        {!data ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{board.isError ? "Could not load the board." : "Loading board…"}</p>
        ) : (
          <table className="w-full text-sm" data-testid="club-board">
            <thead>
              <tr className="text-left">
                <th scope="col" className="p-2">
                  Member
                </th>
                <th scope="col" className="p-2 text-right">
                  This week
                </th>
                <th scope="col" className="p-2 text-right">
                  This month
                </th>
                <th scope="col" className="p-2 text-right">
                  Month&apos;s level
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.memberId} className="border-t border-zinc-200 dark:border-zinc-800">
                  <th scope="row" className="p-2 text-left font-medium">
                    {r.name}
                  </th>
                  <td className="p-2 text-right tabular-nums">{r.solvedWeek}</td>
                  <td className="p-2 text-right tabular-nums">{r.solvedMonth}</td>
                  <td className="p-2 text-right tabular-nums">{r.levelMonth ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card>
        <h2 className="mb-1 text-lg font-semibold">Club Smart Sheet</h2>
        <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">What members attempted in the last 30 days.</p>
        {data?.sheet.length ? (
          <ul className="space-y-1 text-sm">
            {data.sheet.slice(0, SHOWN).map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline gap-x-2">
                <PlatformBadge platform={p.platform} />
                <a
                  href={p.url}
                  target="_blank"
                  rel="noreferrer"
                  className="min-w-0 break-words text-brand-700 underline dark:text-brand-400"
                >
                  {p.name}
                </a>
                <span className="text-zinc-600 tabular-nums dark:text-zinc-400">
                  {p.attempted} tried · {p.solved} solved{p.difficulty ? ` · ${p.difficulty} one scale` : ""}
                </span>
              </li>
            ))}
          </ul>
        ) : data ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Nothing attempted in the last 30 days.</p>
        ) : null}
      </Card>
    </div>
  );
}
