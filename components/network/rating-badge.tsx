import { Badge } from "@/components/ui/badge";
import type { NetworkUser } from "@/lib/contract/network";
import { platformLabel, type PlatformId } from "@/lib/contract/platforms";
import { ratingDisplay } from "./filters";

/** Spec §2: the rating in its spec §9 band colour, else 'Unrated' when a handle exists, else 'NA'. */
export function RatingBadge({ person, platform }: { person: Pick<NetworkUser, "handles" | "ratings">; platform: PlatformId }) {
  const shown = ratingDisplay(person, platform);
  const label = platformLabel(platform);
  if (shown.kind === "rating")
    return (
      <Badge tone={shown.tone} className="tabular-nums">
        <span className="sr-only">{label} rating </span>
        {shown.rating}
      </Badge>
    );
  return (
    <Badge tone="zinc">
      <span className="sr-only">{label} rating: </span>
      {shown.kind === "unrated" ? "Unrated" : "NA"}
    </Badge>
  );
}
