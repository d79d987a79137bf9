import type { MetadataRoute } from "next";
import { PROTECTED_PREFIXES } from "@/lib/gate";

/** Signed-in pages (the gate's list) and the BFF may not be crawled. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...PROTECTED_PREFIXES, "/api/"] },
  };
}
