// The one door to the trip engine (the trip grammar with the search's understander, gazetteer and
// partner table behind it): a dynamic import, so it is a separate chunk that only /trip loads.
// Never import engine.ts statically from a component.
import { useCallback, useEffect, useState } from "react";

export type TripEngine = typeof import("./engine.ts");

let pending: Promise<TripEngine> | undefined;

/** Loads (once) the trip engine chunk. A failed load can be retried. */
function loadTripEngine(): Promise<TripEngine> {
  pending ??= import("./engine.ts").catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}

export type TripEngineState = { status: "loading" } | { status: "ready"; engine: TripEngine } | { status: "error"; retry: () => void };

/** The engine for a component: loading → ready, or error with a retry. */
export function useTripEngine(): TripEngineState {
  const [state, setState] = useState<{ engine?: TripEngine; failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadTripEngine().then(
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
