// The one door to the search engine (understander, gazetteer, rank, MiniSearch, content records):
// a dynamic import, so it is a separate chunk that only /search loads (or a search box prefetches
// on focus). Never import engine.ts statically from a component.
import { lazyModule } from "~/lib/lazy-module.ts";

const engine = lazyModule(() => import("./engine.ts"));
/** Loads (once) the search engine chunk. A failed load can be retried. */
export const loadSearchEngine = engine.load;
/** The engine for a component: loading → ready, or error with a retry. */
export const useSearchEngine = engine.useModule;
