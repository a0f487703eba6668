// The trip page's sentence box (issue 30, decision 049): a plain GET form that the prerendered page sends
// as it is; in the app it plans in place, and focusing it starts loading the engine.
import { Cpu, Pencil, Route } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";
import { MAX_TRIP_SENTENCE } from "~core/requests";
import { loadTripEngine } from "~/features/trip/load-engine.ts";

/** The trip was edited after it was read: its sentence written again, or none reads back as it. */
export type SentenceNote = "written" | "cleared";

/**
 * The sentence box: a GET form to /trip, so that the prerendered page (no script) sends it as it is;
 * in the app it plans in place. Focusing it starts loading the engine. `note`: the trip was edited
 * after it was read, and the box shows its sentence written again ("written") or, where no sentence
 * reads back as that trip, is empty ("cleared").
 */
interface SentenceFormProps {
  query: string;
  onPlan: (query: string) => void;
  note?: SentenceNote;
}

export function SentenceForm({ query, onPlan, note }: SentenceFormProps) {
  const { t, lang } = useT();
  const id = useId();
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setText(query);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) onPlan(q);
  };
  return (
    <form
      onSubmit={submit}
      method="get"
      action={localizedPath("/trip", lang)}
      className="mt-6 max-w-3xl"
      role="search"
      data-blank-ignored
    >
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        {t("trip.sentenceLabel")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <textarea
          id={id}
          name="q"
          value={text}
          data-submit-on-enter
          aria-describedby={note ? `${id}-note` : undefined}
          onFocus={() => void loadTripEngine().catch(() => undefined)}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
          rows={2}
          maxLength={MAX_TRIP_SENTENCE}
          placeholder={t("trip.sentencePlaceholder")}
          className="min-h-14 w-full resize-y rounded-xl border border-input bg-card px-4 py-3 text-base text-foreground shadow-lg shadow-blue-950/10 placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
        <Button type="submit" variant="accent" size="lg" className="shrink-0 sm:h-auto">
          <Route aria-hidden="true" />
          {t("trip.plan")}
        </Button>
      </div>
      {note && (
        <p id={`${id}-note`} className="mt-2 flex items-center gap-1.5 text-sm font-medium" data-sentence-note={note}>
          <Pencil className="size-3.5 shrink-0" aria-hidden="true" />
          {t(note === "written" ? "trip.sentenceRewritten" : "trip.sentenceCleared")}
        </p>
      )}
      <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
        <Cpu className="size-3.5" aria-hidden="true" />
        {t("trip.onDevice")}
      </p>
    </form>
  );
}
