import type { Metadata } from "next";
import { ConceptsView } from "@/components/concepts/concepts-view";

export const metadata: Metadata = { title: "Saved Notes" };

export default function ConceptsPage() {
  return <ConceptsView />;
}
