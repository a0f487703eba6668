// The visitor's edits of a trip, kept in this tab (sessionStorage) as they are made: a trip edited and
// then taken to sign-in (or a page that is mounted again) comes back as it was left. Forgotten once saved.
import { useState } from "react";
import type { TripModel } from "~core/requests";

const DRAFT_KEY = "taxidaki.trip-draft";

/** An edited trip and the name typed for it, for one source: `q:<sentence>`, `id:<saved id>`, `share:<token>`. */
export interface TripDraft {
  source: string;
  trip: TripModel;
  name?: string;
}

function readStoredDraft(source: string): TripDraft | undefined {
  if (typeof window === "undefined") return undefined;
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as TripDraft) : undefined;
    return draft?.source === source && Array.isArray(draft.trip?.stops) ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function storeDraft(draft: TripDraft | undefined): void {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage full or refused: the edits stay on the page, the sentence in the address brings the trip back
  }
}

/**
 * The trip a screen shows: the visitor's edits of this source, else what the source gives (`initial`).
 * `onChange` keeps each edit (with the name typed so far) in the tab.
 */
export function useTripDraft(source: string, initial: TripModel | undefined) {
  const [draft, setDraft] = useState<TripDraft | undefined>(() => readStoredDraft(source));
  const edited = draft?.source === source;
  const trip = edited ? draft.trip : initial;
  const draftName = edited ? draft.name : undefined;
  const onChange = (next: TripModel) => {
    const kept = { source, trip: next, ...(draftName !== undefined ? { name: draftName } : {}) };
    setDraft(kept);
    storeDraft(kept);
  };
  return { trip, edited, draftName, onChange };
}
