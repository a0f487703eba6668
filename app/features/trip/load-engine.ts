// The one door to the trip engine (the trip grammar with the search's understander, gazetteer and
// partner table behind it): a dynamic import, so it is a separate chunk that only /trip loads, once a
// sentence, a saved or a shared trip is shown, or the sentence box is focused. Never import engine.ts
// statically from a component.
import { lazyModule } from "~/lib/lazy-module.ts";

export type TripEngine = typeof import("./engine.ts");

const engine = lazyModule(() => import("./engine.ts"));
/** Loads (once) the trip engine chunk; the sentence box calls it on focus. A failed load can be retried. */
export const loadTripEngine = engine.load;
/** The engine for a component (`enabled` false: not loaded yet): loading → ready, or error with a retry. */
export const useTripEngine = engine.useModule;
