"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { paginationWindow, WINDOW_NARROW, WINDOW_WIDE } from "./filters";
import { useMediaQuery } from "./use-media-query";

type Props = { page: number; pages: number; onPage: (page: number) => void };

/** docs/behaviour.md §2 */
export function SheetPagination({ page, pages, onPage }: Props) {
  const wide = useMediaQuery("(min-width: 640px)", true);
  if (pages <= 1) return null;
  const numbers = paginationWindow(page, pages, wide ? WINDOW_WIDE : WINDOW_NARROW);
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} className="disabled:opacity-50">
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Prev
      </Button>
      {numbers[0]! > 1 ? (
        <Button variant="secondary" size="sm" aria-label="First page, 1" onClick={() => onPage(1)}>
          First
        </Button>
      ) : null}
      {numbers.map((n) => (
        <Button
          key={n}
          variant={n === page ? "primary" : "secondary"}
          size="sm"
          aria-label={`Page ${n}`}
          aria-current={n === page ? "page" : undefined}
          onClick={() => onPage(n)}
          className={cn("min-w-9 px-2 tabular-nums")}
        >
          {n}
        </Button>
      ))}
      {numbers.at(-1)! < pages ? (
        <Button variant="secondary" size="sm" aria-label={`Last page, ${pages}`} onClick={() => onPage(pages)}>
          Last
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} className="disabled:opacity-50">
        Next
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
