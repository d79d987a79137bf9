import type { Metadata } from "next";
import { Users } from "lucide-react";
import { NotYetAvailable } from "@/components/ui/coming-soon";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Network" };

export default function NetworkPage() {
  return (
    <>
      <PageHeader title="My Network" subtitle="Programmers you follow, with their handles and ratings." />
      <NotYetAvailable icon={Users} title="Following programmers is on its way">
        <p>You will be able to search people by username or handle and follow them here.</p>
      </NotYetAvailable>
    </>
  );
}
