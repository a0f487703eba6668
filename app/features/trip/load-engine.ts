// The one door to the trip engine (the trip grammar with the search's understander, gazetteer and
// partner table behind it): a dynamic import, so it is a separate chunk that only /trip loads.
// Never import engine.ts statically from a component.
import { lazyModule } from "~/lib/lazy-module.ts";

export type TripEngine = typeof import("./engine.ts");

/** The engine for a component: loading → ready, or error with a retry. */
export const useTripEngine = lazyModule(() => import("./engine.ts")).useModule;
