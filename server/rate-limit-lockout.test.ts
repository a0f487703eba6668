// The per-address limits must not hand strangers a lockout (issue 37, decision 045). Ten wrong
// passwords in five minutes from rotating IPs made the owner's correct password answer 429, and
// five magic-link requests an hour used up the owner's own links. A browser that has signed in to
// the account before carries a signed device cookie; its requests for that address are counted by
// the device, so the owner gets through on it while the protection holds for everyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_COOKIE } from "./http/known-device.ts";
import { authRules } from "./rate-limit.ts";
import {
  createTestContext,
  PASSWORD,
  randomEmail,
  signedInUser,
  type Client,
  type TestContext,
} from "./test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A browser that signed in to `email` with its password: one of the account's known devices. */
async function knownDevice(email: string): Promise<Client> {
  const laptop = ctx.client();
  expect((await laptop.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
  expect(laptop.cookies.has(DEVICE_COOKIE)).toBe(true);
  return laptop;
}

/** `n` wrong passwords for `email`, each from a new IP and a new browser, as a botnet sends them. */
async function strangersGuess(email: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++)
    statuses.push((await ctx.client().post("/api/auth/sign-in/email", { email, password: `guess-${i}` })).status);
  return statuses;
}

describe("password attempts on one address", () => {
  it("strangers from rotating IPs no longer lock the owner out of a device they signed in on", async () => {
    // The owner's laptop: where they opened the confirmation link (a session start, like a sign-in).
    const { client: laptop, email } = await signedInUser(ctx);
    expect(laptop.cookies.has(DEVICE_COOKIE)).toBe(true);
    // The attack: the address's limit used up, and more.
    const attack = await strangersGuess(email, authRules.emailSignIn.max + 2);
    expect(attack.slice(0, authRules.emailSignIn.max).every((s) => s === 401)).toBe(true);
    expect(attack.slice(authRules.emailSignIn.max)).toEqual([429, 429]);
    // The owner, on their laptop (a new IP too, as after a move): signed in.
    const mine = await laptop.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(mine.status).toBe(200);
    expect(mine.body.user.email).toBe(email);
    expect((await laptop.get("/api/v1/profile")).status).toBe(200);
  });

  it("still holds for every other browser: the right password from a new one waits out the window", async () => {
    const { email } = await signedInUser(ctx);
    await strangersGuess(email, authRules.emailSignIn.max);
    const stranger = await ctx.client().post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits guesses from a known device too, by the device (10 in 5 minutes), without locking the owner's other devices", async () => {
    const { email } = await signedInUser(ctx);
    const stolen = await knownDevice(email);
    const laptop = await knownDevice(email);
    const statuses: number[] = [];
    for (let i = 0; i <= authRules.deviceSignIn.max; i++)
      statuses.push((await stolen.post("/api/auth/sign-in/email", { email, password: `guess-${i}` })).status);
    expect(statuses.slice(0, authRules.deviceSignIn.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await stolen.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(429);
    expect((await laptop.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
  });

  it("counts a device cookie of another address, or a forged one, as an unknown device", async () => {
    const victim = (await signedInUser(ctx)).email;
    const attacker = (await signedInUser(ctx)).email;
    const attackersDevice = await knownDevice(attacker);
    await strangersGuess(victim, authRules.emailSignIn.max);
    expect((await attackersDevice.post("/api/auth/sign-in/email", { email: victim, password: PASSWORD })).status).toBe(
      429,
    );
    // The attacker's own cookie, its account part swapped for the victim's (the signature no longer fits).
    const [v, device, , signature] = attackersDevice.cookies.get(DEVICE_COOKIE)!.split(".");
    const forged = ctx.client();
    forged.cookies.set(DEVICE_COOKIE, [v, device, "A".repeat(22), signature].join("."));
    expect((await forged.post("/api/auth/sign-in/email", { email: victim, password: PASSWORD })).status).toBe(429);
  });

  it("sets the device cookie on every session start: a password, a confirmation link, a magic link", async () => {
    const { client, email, mail } = await signedInUser(ctx); // the confirmation link
    const cookie = client.cookies.get(DEVICE_COOKIE);
    expect(cookie).toMatch(/^v1\.[\w-]{22}\.[\w-]{22}\.[\w-]{43}$/);
    const phone = ctx.client();
    expect((await phone.post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    const link = await ctx.smtp.waitFor(email, (m) => !!m.link && m.subject !== mail.subject);
    expect(
      (
        await phone.post("/api/auth/confirm", {
          token_hash: new URL(link.link!).searchParams.get("token_hash"),
          type: "email",
        })
      ).status,
    ).toBe(200);
    expect(phone.cookies.get(DEVICE_COOKIE)).toMatch(/^v1\./);
    // Signing in again keeps the device's id.
    const again = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(client.cookies.get(DEVICE_COOKIE)!.split(".")[1]).toBe(cookie!.split(".")[1]);
    const set = again.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(set).toMatch(/; Max-Age=31536000; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
    // A wrong password sets none.
    const wrong = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email: randomEmail(), password: "wrong-password" });
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(false);
  });
});

describe("magic links for one address", () => {
  it("strangers who ask for the hour's five no longer use up the owner's: a known device still gets one, up to its own five", async () => {
    const { email, mail: confirmation } = await signedInUser(ctx);
    const laptop = await knownDevice(email);
    const sent = () => ctx.smtp.for(email).filter((m) => m.subject !== confirmation.subject).length;
    for (let i = 0; i < authRules.emailMail.max; i++)
      await ctx.client().post("/api/auth/sign-in/magic-link", { email });
    expect((await ctx.client().post("/api/auth/sign-in/magic-link", { email })).status).toBe(429);
    await ctx.smtp.waitForCount(email, authRules.emailMail.max); // the confirmation and four links: the address's five
    const before = sent();
    expect((await laptop.post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
    await ctx.smtp.waitForCount(email, authRules.emailMail.max + 1);
    expect(sent()).toBe(before + 1);
    // The device's own limit: five an hour.
    const statuses: number[] = [];
    for (let i = 1; i <= authRules.deviceMail.max; i++)
      statuses.push((await laptop.post("/api/auth/sign-in/magic-link", { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
