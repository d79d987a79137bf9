import type { Metadata } from "next";
import { Suspense } from "react";
import { ClubsView } from "@/components/clubs/clubs-view";

export const metadata: Metadata = { title: "Clubs" };

export default function ClubsPage() {
  // The join code comes from the address's query, read in the browser.
  return (
    <Suspense>
      <ClubsView />
    </Suspense>
  );
}
