import { platformLabel, type PlatformId } from "@/lib/contract/platforms";

/** Every number names its scale (docs/decisions/015-one-difficulty-scale.md). */

/** "" when it has none. */
export const ownDifficulty = (platform: PlatformId, own: string) => (own.trim() ? `${platformLabel(platform)} ${own.trim()}` : "");

export const oneScaleDifficulty = (value: number, estimated: boolean) => `${estimated ? "≈ " : ""}${Math.round(value)} one scale`;
