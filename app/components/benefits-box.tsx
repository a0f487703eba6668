import { Sparkles } from "lucide-react";
import type { Benefits, Lang } from "~content/types.ts";

export function BenefitsBox({ benefits, lang }: { benefits: Benefits; lang: Lang }) {
  return (
    <section
      aria-labelledby={`benefits-${benefits.id}`}
      className="rounded-3xl border bg-gradient-to-br from-blue-50 to-sky-50 p-6 sm:p-8 dark:from-[#0f1b3d] dark:to-[#0c1630]"
    >
      <h2 id={`benefits-${benefits.id}`} className="flex items-center gap-2.5 text-xl font-bold">
        <Sparkles className="size-5 text-amber-600 dark:text-amber-300" aria-hidden="true" />
        {benefits.title[lang]}
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {benefits.items.map((item, i) => (
          <li key={i} className="flex gap-3 rounded-2xl bg-card p-4 text-sm shadow-xs ring-1 ring-border">
            <span
              className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span>{item[lang]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
