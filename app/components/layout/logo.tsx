import { cn } from "~/lib/cn";

/** The Taxidaki mark: a sun over a little boat on the waves. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className={cn("shrink-0", className)}>
      <rect width="40" height="40" rx="11" fill="#ffffff" />
      <circle cx="26" cy="14" r="6" fill="#f59e0b" />
      <path d="M9 25h22l-3.5 5.5h-15z" fill="#1e40af" />
      <path d="M19 11v13h-8z" fill="#0f766e" />
      <path
        d="M6 33c2.5 0 2.5-1.6 5-1.6s2.5 1.6 5 1.6 2.5-1.6 5-1.6 2.5 1.6 5 1.6 2.5-1.6 5-1.6 2.5 1.6 3 1.6"
        fill="none"
        stroke="#0ea5e9"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
