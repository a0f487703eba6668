// A lazily loaded chunk (the search and trip engines): loaded once by a dynamic import, a failed
// load retried, and a hook that gives a component loading → ready, or error with a retry.
import { useCallback, useEffect, useState } from "react";

export type LazyState<T> =
  { status: "loading" } | { status: "ready"; engine: T } | { status: "error"; retry: () => void };

export function lazyModule<T>(importer: () => Promise<T>): {
  load: () => Promise<T>;
  useModule: (enabled?: boolean) => LazyState<T>;
} {
  let pending: Promise<T> | undefined;
  const load = () => {
    pending ??= importer().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
  /** `enabled` false: nothing is loaded yet (a page that needs the chunk only once it is used). */
  function useModule(enabled = true): LazyState<T> {
    const [state, setState] = useState<{ engine?: T; failed: boolean }>({ failed: false });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (!enabled) return;
      let live = true;
      load().then(
        (engine) => live && setState({ engine, failed: false }),
        () => live && setState({ failed: true }),
      );
      return () => {
        live = false;
      };
    }, [attempt, enabled]);
    const retry = useCallback(() => {
      setState({ failed: false });
      setAttempt((n) => n + 1);
    }, []);
    if (state.engine) return { status: "ready", engine: state.engine };
    return state.failed ? { status: "error", retry } : { status: "loading" };
  }
  return { load, useModule };
}
