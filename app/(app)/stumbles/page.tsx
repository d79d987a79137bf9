import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Tricky Problems" };

export default function StumblesPage() {
  return <PageHeader title="Tricky Problems" />;
}
