// The trip's start day in the page's language: a text field written the way the language writes a
// day in figures (15/08/2026, 15.08.2026), with that pattern as its hint, read back by a parser that
// also takes words ("15 Αυγούστου", "next Friday") through the trip engine. Not `type="date"`, whose
// face follows the browser's locale, not the page's (06/03/2027 on a Greek page in an English browser).
import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/i18n";
import { formatLongDay, formatNumericDay, parseNumericDay } from "~/features/trip/format.ts";

export function DateField({
  label,
  value,
  onChange,
  readDay,
}: {
  label: string;
  /** The day (YYYY-MM-DD), or none. */
  value?: string;
  onChange: (day: string | undefined) => void;
  /** A day written in words, read by the trip engine ("15 Αυγούστου"). */
  readDay: (text: string) => string | undefined;
}) {
  const { t, lang } = useT();
  const id = useId();
  const shownText = (day: string | undefined) => (day ? formatNumericDay(day, lang) : "");
  const [text, setText] = useState(() => shownText(value));
  // A day set from elsewhere (a trip read again, an edit undone) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(shownText(value));
  }
  // Figures are read strictly (31/02 is no day); only words go to the engine's reader.
  const read = (typed: string) => {
    const t = typed.trim();
    if (!t) return undefined;
    return /^[\d\s./-]+$/.test(t) ? parseNumericDay(t) : readDay(t);
  };
  const typed = text.trim();
  const day = read(text);
  const invalid = typed !== "" && day === undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <Input
        id={id}
        value={text}
        autoComplete="off"
        placeholder={t("trip.datePattern")}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
        className="min-w-0 px-3"
        onChange={(e) => {
          setText(e.target.value);
          const next = read(e.target.value);
          // Kept as soon as it reads as a day (or is cleared); a half-typed day changes nothing yet.
          if (next !== undefined || e.target.value.trim() === "") {
            setShown(next);
            onChange(next);
          }
        }}
        onBlur={() => {
          // Written again the language's way once it reads as a day ("15-8" → "15/08/2026").
          if (day) setText(formatNumericDay(day, lang));
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground" data-date-hint>
        {day
          ? formatLongDay(day, lang)
          : t("trip.dateHint", { pattern: t("trip.datePattern"), example: formatNumericDay(exampleDay(), lang) })}
      </p>
      {invalid && (
        <p id={errorId} className="text-xs font-medium text-red-700 dark:text-red-300">
          {t("trip.dateInvalid", { pattern: t("trip.datePattern") })}
        </p>
      )}
    </div>
  );
}

/** A day to show the pattern with: the 15th of next month. */
function exampleDay(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 15));
  return next.toISOString().slice(0, 10);
}
