import { Badge } from "@/components/ui/badge";
import { RatingText } from "@/components/ui/rating-text";
import type { NetworkUser } from "@/lib/contract/network";
import { platformLabel, type PlatformId } from "@/lib/contract/platforms";
import { ratingDisplay } from "./filters";

export function RatingBadge({ person, platform }: { person: Pick<NetworkUser, "handles" | "ratings" | "syncing">; platform: PlatformId }) {
  const shown = ratingDisplay(person, platform);
  const label = platformLabel(platform);
  if (shown.kind === "rating")
    return (
      <Badge tone="zinc" className="bg-white dark:bg-zinc-900">
        <span className="sr-only">{label} rating </span>
        <RatingText platform={platform} rating={shown.rating} />
      </Badge>
    );
  if (shown.kind === "syncing")
    return (
      <Badge tone="zinc">
        <span className="sr-only">{label} rating: not known until the first sync, </span>
        Syncing
      </Badge>
    );
  return (
    <Badge tone="zinc">
      <span className="sr-only">{label} rating: </span>
      {shown.kind === "unrated" ? "Unrated" : "NA"}
    </Badge>
  );
}
