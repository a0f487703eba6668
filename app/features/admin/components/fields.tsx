import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { categories } from "~content/categories.ts";
import type { Lang } from "~content/types.ts";

/** A labelled form field with its error (announced, and tied to the control). */
export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const errId = `${id}-err`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const, "aria-describedby": errId } : {}) })}
      {error && (
        <p id={errId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  className,
  ...props
}: { label: string; error?: string } & ComponentProps<"input">) {
  return (
    <Field label={label} error={error}>
      {(a) => <Input {...a} {...props} className={className} />}
    </Field>
  );
}

export const selectClass =
  "h-11 w-full rounded-xl border border-input bg-card px-3 text-sm focus-visible:outline-3 focus-visible:outline-ring";
/** A file picker with a button big enough to tap on a phone (WCAG 2.2 target size). */
export const fileClass =
  "w-full min-w-0 rounded-xl border border-input bg-card p-1.5 text-sm file:mr-3 file:h-9 file:rounded-lg file:border-0 file:bg-secondary file:px-3 file:font-semibold file:text-secondary-foreground focus-visible:outline-3 focus-visible:outline-ring";
export const textareaClass =
  "min-h-24 w-full rounded-xl border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-ring";

/** A table that scrolls sideways on a phone instead of squeezing. */
export function ScrollTable({
  caption,
  children,
  className,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("overflow-x-auto rounded-2xl border bg-card", className)}>
      <table className="w-full min-w-[32rem] text-left text-sm [&_td]:border-t [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold">
        <caption className="px-3 pt-3 text-left font-bold">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** One <option> per category, named in the console's language. */
export function CategoryOptions({ lang }: { lang: Lang }) {
  return categories.map((c) => (
    <option key={c.id} value={c.id}>
      {c.name[lang]}
    </option>
  ));
}
