import type { Metadata } from "next";
import { ClubView } from "@/components/clubs/club-view";

export const metadata: Metadata = { title: "Club" };

export default async function ClubPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ClubView clubId={id} />;
}
