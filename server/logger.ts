// The server's logger: pino, one JSON line per event. A line written while a request is being
// handled carries that request's id (`request_id`, as in its error body and X-Request-Id).
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { currentRequestId } from "./http/request-id.ts";

export function createLogger(options: LoggerOptions = {}, destination?: DestinationStream): Logger {
  const opts: LoggerOptions = {
    ...options,
    // A fresh object each time: pino merges the line's own fields into it.
    mixin: () => {
      const id = currentRequestId();
      return id ? { request_id: id } : {};
    },
  };
  return destination ? pino(opts, destination) : pino(opts);
}
