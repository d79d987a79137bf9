"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** docs/behaviour.md §2 */
export function ScrollManager() {
  const pathname = usePathname();
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    let tries = 0;
    const timer = setInterval(() => {
      const el = document.getElementById(decodeURIComponent(id));
      if (el || ++tries > 50) {
        clearInterval(timer);
        el?.scrollIntoView({ block: "start" });
      }
    }, 100);
    return () => clearInterval(timer);
  }, [pathname]);
  return null;
}
