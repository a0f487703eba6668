// The memo of Better Auth's answers: kept only for a cached copy, never past its expiry or the session's.
import { describe, expect, it } from "vitest";
import { SessionMemo } from "./session-memo.ts";

const user = { id: "u1", email: "a@example.com" };
const copy = (expiresAt: number, sessionExpiresAt: number) =>
  Buffer.from(
    JSON.stringify({
      session: { session: { expiresAt: new Date(sessionExpiresAt).toISOString() }, user },
      expiresAt,
      signature: "x",
    }),
  ).toString("base64url");

describe("SessionMemo", () => {
  const now = 1_800_000_000_000;
  it("answers for the same Cookie header until the cached copy expires", () => {
    const memo = new SessionMemo();
    const cookie = `taxidaki.session_token=t.sig; taxidaki.session_data=${copy(now + 60_000, now + 86_400_000)}; theme=dark`;
    memo.remember(cookie, user, now);
    expect(memo.get(cookie, now + 59_999)).toEqual(user);
    expect(memo.get(cookie, now + 60_000)).toBeUndefined();
    expect(memo.size).toBe(0);
    // Another session (another device, a changed token or copy) is not answered.
    memo.remember(cookie, user, now);
    expect(memo.get(cookie.replace("t.sig", "u.sig"), now)).toBeUndefined();
    expect(
      memo.get(`taxidaki.session_token=t.sig; taxidaki.session_data=${copy(now + 60_000, now + 86_400_000 - 1)}`, now),
    ).toBeUndefined();
  });

  it("keeps one entry per session however the rest of the Cookie header varies (a client cannot grow it)", () => {
    const memo = new SessionMemo();
    const session = `taxidaki.session_token=t.sig; taxidaki.session_data=${copy(now + 60_000, now + 86_400_000)}`;
    for (let i = 0; i < 1000; i++) memo.remember(`junk${i}=${"x".repeat(100)}; ${session}; theme=dark`, user, now);
    expect(memo.size).toBe(1);
    expect(memo.get(`${session}; lang=en`, now)).toEqual(user);
  });

  it("holds at most 10 000 sessions, forgetting the least recently used first", () => {
    const memo = new SessionMemo();
    const cookieOf = (i: number) =>
      `taxidaki.session_token=t${i}.sig; taxidaki.session_data=${copy(now + 60_000 + i, now + 86_400_000)}`;
    for (let i = 0; i < 10_000; i++) memo.remember(cookieOf(i), user, now);
    expect(memo.get(cookieOf(0), now)).toEqual(user); // used again: the most recent now
    for (let i = 10_000; i < 10_500; i++) memo.remember(cookieOf(i), user, now);
    expect(memo.size).toBe(10_000);
    expect(memo.get(cookieOf(0), now)).toEqual(user);
    expect(memo.get(cookieOf(1), now)).toBeUndefined();
    expect(memo.get(cookieOf(10_499), now)).toEqual(user);
  });

  it("never past the session's own expiry", () => {
    const memo = new SessionMemo();
    const cookie = `__Secure-taxidaki.session_token=t; __Secure-taxidaki.session_data=${copy(now + 60_000, now + 5_000)}`;
    memo.remember(cookie, user, now);
    expect(memo.get(cookie, now + 4_999)).toEqual(user);
    expect(memo.get(cookie, now + 5_000)).toBeUndefined();
  });

  it("keeps nothing without a readable, unexpired, unchunked cached copy", () => {
    const memo = new SessionMemo();
    memo.remember("taxidaki.session_token=t", user, now);
    memo.remember("taxidaki.session_token=t; taxidaki.session_data=not-json", user, now);
    memo.remember(`taxidaki.session_token=t; taxidaki.session_data=${copy(now - 1, now + 5_000)}`, user, now);
    memo.remember(
      `taxidaki.session_token=t; taxidaki.session_data=${copy(now + 60_000, now + 5_000)}; taxidaki.session_data.0=abc`,
      user,
      now,
    );
    expect(memo.size).toBe(0);
  });
});
