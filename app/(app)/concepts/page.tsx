import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Saved Notes" };

export default function ConceptsPage() {
  return <PageHeader title="Saved Notes" />;
}
