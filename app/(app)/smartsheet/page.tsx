import type { Metadata } from "next";
import { SmartSheetView } from "@/components/smartsheet/smartsheet-view";

export const metadata: Metadata = { title: "Smart Sheet" };

export default function SmartSheetPage() {
  return <SmartSheetView />;
}
