import Link from "next/link";
import { Brand } from "./brand";

// Each footer link has a page (docs/decisions/014); Blog is the product's release notes.
const LINKS = [
  { href: "/about", label: "About" },
  { href: "/blog", label: "Blog" },
  { href: "/help", label: "Help" },
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
];

export function Footer() {
  return (
    <footer className="border-t border-zinc-200 bg-white py-8 dark:border-zinc-800 dark:bg-zinc-950">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 sm:flex-row">
        <Brand className="text-base" />
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-4 text-sm text-zinc-600 dark:text-zinc-400">
          {LINKS.map((l) => (
            <Link key={l.href} href={l.href} prefetch={false} className="hover:text-zinc-900 dark:hover:text-zinc-100">
              {l.label}
            </Link>
          ))}
        </nav>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">© {new Date().getFullYear()} Algo Ladder</p>
      </div>
    </footer>
  );
}
