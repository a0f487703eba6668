import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authRules } from "./rate-limit.ts";
import { createTestContext, PASSWORD, randomEmail, randomIp, signedInUser, type TestContext } from "./test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("rate limits (on in every mode)", () => {
  it(
    "allows 30 sign-ins + sign-ups per 5 minutes from one IP, then 429 with Retry-After",
    { timeout: 240_000 },
    async () => {
      const ip = randomIp();
      const c = ctx.client({ ip });
      for (let i = 0; i < authRules.ipSignIn.max; i++) {
        const path = i % 2 ? "/api/auth/sign-in/email" : "/api/auth/sign-up/email";
        const res = await c.post(path, { email: randomEmail("rl"), password: "wrong-password", name: "" });
        expect(res.status, `request ${i + 1}`).not.toBe(429);
      }
      const limited = await c.post("/api/auth/sign-in/email", { email: randomEmail("rl"), password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe("RATE_LIMITED");
      const retry = Number(limited.headers.get("retry-after"));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(authRules.ipSignIn.windowSec);
      // Another address is not affected.
      expect(
        (await ctx.client().post("/api/auth/sign-in/email", { email: randomEmail(), password: PASSWORD })).status,
      ).toBe(401);
    },
  );

  it("allows at most 5 e-mails an hour to one address, whatever the IP", async () => {
    const { email } = await signedInUser(ctx); // 1 e-mail (confirmation) already
    const sent = () => ctx.smtp.for(email).length;
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (await ctx.client().post("/api/auth/sign-in/magic-link", { email })).status;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    // Exactly the allowed number arrives (wait for them, then check that no more follow).
    await ctx.smtp.waitForCount(email, authRules.emailMail.max);
    await new Promise((r) => setTimeout(r, 200));
    expect(sent()).toBe(authRules.emailMail.max);
    // The limit holds for other e-mail kinds to the same address, from a fresh IP, in any case.
    const again = await ctx
      .client()
      .post("/api/auth/sign-up/email", { email: email.toUpperCase(), password: PASSWORD, name: "" });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits password attempts on one address from many IPs", async () => {
    const { email } = await signedInUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < authRules.emailSignIn.max + 1; i++) {
      statuses.push((await ctx.client().post("/api/auth/sign-in/email", { email, password: `guess-${i}` })).status);
    }
    expect(statuses.slice(0, authRules.emailSignIn.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password waits out the window.
    expect((await ctx.client().post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(429);
  });

  it("limits confirmation attempts per IP", async () => {
    const c = ctx.client();
    let status = 0;
    for (let i = 0; i <= authRules.ipConfirm.max; i++) {
      status = (await c.post("/api/auth/confirm", { token_hash: `guess-token-${i}`, type: "email" })).status;
    }
    expect(status).toBe(429);
  });

  it(
    "cannot be walked around with a form-encoded body: those endpoints take JSON only",
    { timeout: 240_000 },
    async () => {
      const { email } = await signedInUser(ctx);
      const form = { "content-type": "application/x-www-form-urlencoded" };
      for (let i = 0; i < authRules.emailSignIn.max; i++) {
        expect((await ctx.client().post("/api/auth/sign-in/email", { email, password: `guess-${i}` })).status).toBe(
          401,
        );
      }
      expect((await ctx.client().post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(429);
      // The same guesses as a form never reach Better Auth, and neither does a right password.
      for (const path of [
        "/api/auth/sign-in/email",
        "/api/auth/sign-in/magic-link",
        "/api/auth/sign-up/email",
        "/api/auth/send-verification-email",
      ]) {
        const body = new URLSearchParams({ email, password: PASSWORD, name: "" }).toString();
        const res = await ctx.client().req("POST", path, body, form);
        expect(res.status, path).toBe(415);
        expect(res.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
        expect(res.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
        const multipart = await ctx
          .client()
          .req("POST", path, `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--`, {
            "content-type": "multipart/form-data; boundary=x",
          });
        expect(multipart.status, path).toBe(415);
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(ctx.smtp.for(email)).toHaveLength(1); // only the confirmation
    },
  );

  it("counts sign-ups towards the per-IP limit of requests that send e-mail", { timeout: 240_000 }, async () => {
    const c = ctx.client();
    for (let i = 0; i < authRules.ipMail.max; i++) {
      const res = await c.post("/api/auth/sign-up/email", {
        email: randomEmail("burst"),
        password: PASSWORD,
        name: "",
      });
      expect(res.status, `sign-up ${i + 1}`).toBe(200);
    }
    // The 31st mail-sending request from this IP (a magic link, even) is refused, whatever the address.
    const next = await c.post("/api/auth/sign-in/magic-link", { email: randomEmail("burst") });
    expect(next.status).toBe(429);
  });

  it(
    "keys limits on the address the trusted proxy saw, not on X-Forwarded-For entries the client wrote",
    { timeout: 240_000 },
    async () => {
      const { email } = await signedInUser(ctx);
      const proxySaw = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i <= authRules.ipSignIn.max; i++) {
        // Each request forges a different leftmost entry; the proxy appended the real one.
        const res = await ctx
          .client({ ip: `${randomIp()}, ${proxySaw}` })
          .post("/api/auth/sign-in/email", { email: randomEmail("xff"), password: "wrong-password" });
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(
        (
          await ctx
            .client({ ip: `${proxySaw}, ${randomIp()}` })
            .post("/api/auth/sign-in/email", { email, password: PASSWORD })
        ).status,
      ).toBe(200);
    },
  );
});
