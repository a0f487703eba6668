// Database errors, classified: the client's bad input (400), or the database being unreachable,
// overloaded or timed out (503 UNAVAILABLE). Everything else is ours (500).

/** SQLSTATE of the error or of one of its causes (drizzle wraps driver errors). */
function codes(err: unknown): { sqlstate?: string; sys?: string; message: string } {
  let e: unknown = err;
  let message = "";
  for (let i = 0; i < 6 && e && typeof e === "object"; i++) {
    const o = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof o.message === "string") message += ` ${o.message}`;
    if (typeof o.code === "string") {
      if (/^[0-9A-Z]{5}$/.test(o.code)) return { sqlstate: o.code, message };
      if (/^E[A-Z]+$/.test(o.code)) return { sys: o.code, message };
    }
    e = o.cause;
  }
  return { message };
}

export type DbErrorKind = "bad-input" | "unavailable" | "user-gone" | null;

export function classifyDbError(err: unknown): DbErrorKind {
  const { sqlstate, sys, message } = codes(err);
  if (sqlstate) {
    // 22: data exception (NUL in text, invalid text representation, out of range, bad JSON escape).
    if (sqlstate.startsWith("22")) return "bad-input";
    // 23503: foreign key violation. Every foreign key references user.id: a write for an account
    // deleted meanwhile, by a session another device still holds in its cookie cache.
    if (sqlstate === "23503") return "user-gone";
    // 08: connection exception; 57: operator intervention (statement timeout 57014, shutdown 57P0x);
    // 53: insufficient resources; 55P03: lock not available.
    if (sqlstate.startsWith("08") || sqlstate.startsWith("57") || sqlstate.startsWith("53") || sqlstate === "55P03")
      return "unavailable";
    return null;
  }
  if (sys && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EPIPE|EAI_AGAIN)$/.test(sys))
    return "unavailable";
  if (
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/i.test(
      message,
    )
  ) {
    return "unavailable";
  }
  return null;
}
