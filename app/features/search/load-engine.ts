// The one door to the search engine (understander, gazetteer, rank, MiniSearch, content records):
// a dynamic import, so it is a separate chunk that only /search loads (or a search box prefetches
// on focus). Never import engine.ts statically from a component.
import { useCallback, useEffect, useState } from "react";

export type SearchEngine = typeof import("./engine.ts");

let pending: Promise<SearchEngine> | undefined;

/** Loads (once) the search engine chunk. A failed load can be retried. */
export function loadSearchEngine(): Promise<SearchEngine> {
  pending ??= import("./engine.ts").catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}

export type EngineState = { status: "loading" } | { status: "ready"; engine: SearchEngine } | { status: "error"; retry: () => void };

/** The engine for a component: loading → ready, or error with a retry. */
export function useSearchEngine(): EngineState {
  const [state, setState] = useState<{ engine?: SearchEngine; failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadSearchEngine().then(
      (engine) => live && setState({ engine, failed: false }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ failed: false });
    setAttempt((n) => n + 1);
  }, []);
  if (state.engine) return { status: "ready", engine: state.engine };
  return state.failed ? { status: "error", retry } : { status: "loading" };
}
