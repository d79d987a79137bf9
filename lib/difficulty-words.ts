import { platformLabel, type PlatformId } from "@/lib/contract/platforms";

/**
 * How a difficulty is written wherever one is shown: every number names its scale, the platform's
 * own ("CodeChef 1550") or the one scale of docs/decisions/015-one-difficulty-scale.md ("1250 one scale").
 */

/** The platform's own difficulty with its scale named: "CodeChef 1550", "LeetCode Medium"; "" when it has none. */
export const ownDifficulty = (platform: PlatformId, own: string) => (own.trim() ? `${platformLabel(platform)} ${own.trim()}` : "");

/** A difficulty on the one scale: "1250 one scale", "≈ 1250 one scale" when estimated. */
export const oneScaleDifficulty = (value: number, estimated: boolean) => `${estimated ? "≈ " : ""}${Math.round(value)} one scale`;
