import type { Metadata } from "next";
import { InfoPage } from "@/components/info/info-page";
import { RELEASES } from "@/components/info/releases";

export const metadata: Metadata = { title: "Release notes" };

const day = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export default function BlogPage() {
  return (
    <InfoPage title="Release notes" lead="What changed in Algo Ladder, newest first.">
      {RELEASES.map((r) => (
        <article key={r.version} aria-labelledby={`release-${r.version}`}>
          <h2 id={`release-${r.version}`}>
            {r.version} · {r.title}
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <time dateTime={r.date}>{day.format(new Date(`${r.date}T00:00:00Z`))}</time>
          </p>
          <ul>
            {r.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </article>
      ))}
    </InfoPage>
  );
}
