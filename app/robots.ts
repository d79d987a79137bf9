import type { MetadataRoute } from "next";
import { PROTECTED_PREFIXES } from "@/lib/gate";

/** Served as /robots.txt: the public pages may be crawled; signed-in pages (the gate's list) and the BFF may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...PROTECTED_PREFIXES, "/api/"] },
  };
}
