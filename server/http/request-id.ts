// The id of the request being handled, wherever the code runs while handling it (log lines,
// error bodies): an AsyncLocalStorage entered once per request by the request middleware.
import { AsyncLocalStorage } from "node:async_hooks";

const store = new AsyncLocalStorage<string>();

/** Runs `fn` (the rest of the request) with `id` as the current request id. */
export const withRequestId = <T>(id: string, fn: () => T): T => store.run(id, fn);

/** The id of the request being handled, or undefined outside one (start-up, jobs). */
export const currentRequestId = (): string | undefined => store.getStore();
