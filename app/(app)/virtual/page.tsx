import type { Metadata } from "next";
import { VirtualView } from "@/components/virtual/virtual-view";

export const metadata: Metadata = { title: "Virtual Contests" };

export default function VirtualPage() {
  return <VirtualView />;
}
