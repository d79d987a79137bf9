import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Contests" };

export default function ContestsPage() {
  return <PageHeader title="Contest Actions" />;
}
