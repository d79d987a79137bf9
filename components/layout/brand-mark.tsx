/** Also the favicon's drawing. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M11 21h10M11 15.5h10" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M11 10h10" stroke="#a5b4fc" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M11 6.5v19M21 6.5v19" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
