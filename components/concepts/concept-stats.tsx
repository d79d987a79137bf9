import { BookOpen, Clock, GraduationCap, Link2 } from "lucide-react";
import { StatTile } from "@/components/ui/stat-tile";
import type { Concept } from "@/lib/contract/concepts";
import { WEEK } from "@/lib/time";

export function conceptStats(concepts: Concept[], now: number) {
  return {
    total: concepts.length,
    links: concepts.reduce((sum, c) => sum + c.problemLinks.length, 0),
    advanced: concepts.filter((c) => c.notes.advanced.trim() !== "").length,
    // docs/behaviour.md §9: 'Recent Updates' means notes updated within the last 7 days.
    recent: concepts.filter((c) => now - Date.parse(c.updatedAt) <= WEEK).length,
  };
}

export function ConceptStats({ concepts, now }: { concepts: Concept[]; now: number }) {
  const s = conceptStats(concepts, now);
  return (
    <section
      aria-labelledby="quick-stats-title"
      className="rounded-xl border border-zinc-200 bg-zinc-100/60 p-4 dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <h2 id="quick-stats-title" className="mb-3 text-sm font-semibold tracking-wide text-zinc-700 uppercase dark:text-zinc-300">
        Quick Stats
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        <StatTile label="Total Notes" value={s.total} icon={BookOpen} />
        <StatTile label="Problem Links" value={s.links} icon={Link2} />
        <StatTile label="Advanced Notes" value={s.advanced} icon={GraduationCap} />
        <StatTile label="Recent Updates" value={s.recent} icon={Clock} />
      </dl>
    </section>
  );
}
