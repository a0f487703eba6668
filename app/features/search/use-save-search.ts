// Saves a submitted query to the signed-in visitor's search history, with its number of results.
// Signed out or blank: nothing. Each query is saved once per visit of the page (removing a chip
// re-ranks the same query and is not a new search); the server folds repeats into one entry.
import { useEffect, useRef } from "react";
import { useSession } from "~/lib/session";
import { api } from "~/lib/api";

export function useSaveSearch(query: string, resultsCount: number | undefined): void {
  const session = useSession();
  const saved = useRef<string | undefined>(undefined);
  const signedIn = session.status === "signed-in";
  useEffect(() => {
    const q = query.trim();
    if (!signedIn || !q || resultsCount === undefined || saved.current === q) return;
    saved.current = q;
    api.api.v1["search-history"]
      .$post({ json: { query: q.slice(0, 200), search_type: "general", results_count: resultsCount } })
      .catch(() => {
        // History is a convenience: a failed save must not disturb the results.
        saved.current = undefined;
      });
  }, [query, resultsCount, signedIn]);
}
