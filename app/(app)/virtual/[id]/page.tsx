import type { Metadata } from "next";
import { StandingsView } from "@/components/virtual/standings-view";

export const metadata: Metadata = { title: "Virtual Contest" };

export default async function VirtualContestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <StandingsView contestId={id} />;
}
