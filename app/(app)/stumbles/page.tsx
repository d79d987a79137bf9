import type { Metadata } from "next";
import { StumblesView } from "@/components/stumbles/stumbles-view";

export const metadata: Metadata = { title: "Tricky Problems" };

export default function StumblesPage() {
  return <StumblesView />;
}
