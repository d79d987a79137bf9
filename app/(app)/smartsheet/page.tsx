import type { Metadata } from "next";
import { ListChecks } from "lucide-react";
import { NotYetAvailable } from "@/components/ui/coming-soon";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Smart Sheet" };

export default function SmartSheetPage() {
  return (
    <>
      <PageHeader title="Smart Sheet" subtitle="Recent problems ranked by how many people in your network attempted them." />
      <NotYetAvailable icon={ListChecks} title="Your sheet fills in from your network's submissions">
        <p>Once the people you follow have their platform handles synced, the problems they attempted most appear here.</p>
      </NotYetAvailable>
    </>
  );
}
