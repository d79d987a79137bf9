import type { Metadata } from "next";
import { ContestsView } from "@/components/contests/contests-view";

export const metadata: Metadata = { title: "Contests" };

export default function ContestsPage() {
  return <ContestsView />;
}
