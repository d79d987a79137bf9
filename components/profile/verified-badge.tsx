import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Shown beside a handle its owner has proved is theirs (docs/decisions/013-handle-verification.md). */
export function VerifiedBadge({ label = "Verified" }: { label?: string }) {
  return (
    <Badge tone="green" className="gap-1">
      <BadgeCheck className="h-3 w-3" aria-hidden />
      {label}
    </Badge>
  );
}
