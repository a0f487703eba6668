import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-error.ts";
import { authErrorText } from "./errors.ts";
import { safeNext, validateAuth } from "./validation.ts";

describe("auth form checks before any request", () => {
  it("asks for all fields, then 6 characters, then matching passwords", () => {
    expect(validateAuth("sign-in", "", "secret1", "")).toBe("fillAll");
    expect(validateAuth("sign-in", "  ", "secret1", "")).toBe("fillAll");
    expect(validateAuth("sign-in", "a@b.gr", "", "")).toBe("fillAll");
    expect(validateAuth("sign-up", "a@b.gr", "secret1", "")).toBe("fillAll");
    expect(validateAuth("sign-in", "a@b.gr", "12345", "")).toBe("tooShort");
    expect(validateAuth("sign-up", "a@b.gr", "12345", "12345")).toBe("tooShort");
    expect(validateAuth("sign-up", "a@b.gr", "123456", "123457")).toBe("mismatch");
    expect(validateAuth("sign-up", "a@b.gr", "123456", "123456")).toBeNull();
    expect(validateAuth("sign-in", "a@b.gr", "123456", "")).toBeNull();
  });
  it("checks the e-mail's shape before the password", () => {
    for (const bad of ["not-an-email", "a@b", "a b@c.gr", "@c.gr", "a@@c.gr", "a@.gr"])
      expect(validateAuth("sign-up", bad, "123456", "123456")).toBe("invalidEmail");
    expect(validateAuth("sign-in", " name@example.com ", "123456", "")).toBeNull();
  });
  it("returns only to a path on this site", () => {
    expect(safeNext("/favorites")).toBe("/favorites");
    expect(safeNext("/en/profile?tab=1")).toBe("/en/profile?tab=1");
    for (const bad of [
      null,
      "",
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/auth",
      "/en/auth",
    ])
      expect(safeNext(bad)).toBeNull();
  });
});

describe("server errors → SPEC §8 texts", () => {
  const t = ((key: string, opts?: Record<string, unknown>) => `${key}${opts ? JSON.stringify(opts) : ""}`) as never;
  it("maps each code", () => {
    expect(authErrorText(t, "sign-in", new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "x"))).toBe(
      "account.auth.wrongCredentials",
    );
    expect(authErrorText(t, "sign-in", new ApiError(403, "EMAIL_NOT_VERIFIED", "x"))).toBe("account.auth.notConfirmed");
    expect(authErrorText(t, "sign-up", new ApiError(400, "PASSWORD_TOO_SHORT", "x"))).toBe("account.auth.tooShort");
    expect(authErrorText(t, "sign-up", new ApiError(422, "USER_ALREADY_EXISTS", "x"))).toBe(
      "account.auth.accountExists",
    );
    expect(authErrorText(t, "sign-up", new ApiError(400, "INVALID_EMAIL", "Invalid email"))).toBe(
      "account.auth.invalidEmail",
    );
    // Developer text from the server never reaches the page.
    expect(authErrorText(t, "sign-up", new ApiError(400, "VALIDATION", "[body.email] Invalid email address"))).toBe(
      "account.auth.invalidEmail",
    );
    expect(authErrorText(t, "sign-in", new ApiError(400, "BAD", "Nope"))).toBe("account.auth.loginError");
    expect(authErrorText(t, "sign-in", new ApiError(429, "RATE_LIMITED", "x", 250))).toBe(
      'account.auth.rateLimited{"count":5}',
    );
    expect(authErrorText(t, "magic-link", new ApiError(429, "RATE_LIMITED", "x"))).toBe("account.auth.rateLimitedSoon");
    expect(authErrorText(t, "sign-in", new ApiError(500, "INTERNAL", "boom"))).toBe("account.auth.unexpected");
    expect(authErrorText(t, "sign-in", new ApiError(0, "NETWORK", "offline"))).toBe("account.auth.unexpected");
    expect(authErrorText(t, "sign-in", new Error("?"))).toBe("account.auth.unexpected");
  });
});
