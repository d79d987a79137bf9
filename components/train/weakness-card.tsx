"use client";
import Link from "next/link";
import { CARD_LINK, Panel } from "@/components/dashboard/panel";
import { TOPICS } from "@/lib/contract/topics";
import { nextTopics, practiseHref, WEAKNESS_EMPTY } from "./weakness-map";
import { useWeakness } from "./use-train";

export function WeaknessCard() {
  const weakness = useWeakness();
  const tags = weakness.tags;
  if (weakness.status === "error") return null;
  const weak = nextTopics(tags ?? []);
  const anyWeak = weak.some((t) => t.weak);
  const strongest = [...(tags ?? [])].sort((a, b) => b.ability - a.ability)[0];
  return (
    <Panel
      id="weakness"
      title="Weakness map"
      action={
        <Link href="/train" className={CARD_LINK}>
          Open Train
        </Link>
      }
    >
      {!tags ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading…</p>
      ) : tags.length === 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          <span className="font-medium">{WEAKNESS_EMPTY.title}.</span> {WEAKNESS_EMPTY.description}
        </p>
      ) : (
        <div className="space-y-3 text-sm">
          {anyWeak ? null : <p>No topic is clearly below your rating.{weak.length ? " Your lowest topics against your own:" : ""}</p>}
          {weak.length ? (
            <ul aria-label="Where to work next" className="space-y-2">
              {weak.slice(0, 5).map((t) => (
                <li key={t.tag} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="font-medium">{TOPICS[t.tag]}</span>{" "}
                    <span className="tabular-nums text-zinc-600 dark:text-zinc-400">
                      {t.ability} ({t.low}–{t.high}), {t.solved} solved, {t.failed} failed
                    </span>
                  </span>
                  <Link href={practiseHref(t.tag)} className="font-medium text-brand-700 underline dark:text-brand-400">
                    Practise {TOPICS[t.tag]}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {strongest ? (
            <p className="text-zinc-600 dark:text-zinc-400">
              Strongest: {TOPICS[strongest.tag]} ({strongest.ability}).
            </p>
          ) : null}
        </div>
      )}
    </Panel>
  );
}
