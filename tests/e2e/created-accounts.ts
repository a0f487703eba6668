// The accounts a test creates on the shared test server, and their removal after the test through
// the product's own account deletion (POST /api/auth/delete-user): the server runs on PGlite,
// which only the server process can open, so the API is the one way in. Accounts on a server of a
// test's own (tests/e2e/own-server.ts) are not recorded: its data directory goes with it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** Every mail the server sent to `to`, oldest first. */
export function mailsFor(to: string): Mail[] {
  const box = path.join(process.env.E2E_MAIL_DIR ?? "", to.toLowerCase());
  if (!existsSync(box)) return [];
  return readdirSync(box)
    .filter((f) => /^\d+\.json$/.test(f))
    .sort((a, b) => parseInt(a) - parseInt(b))
    .map((f) => JSON.parse(readFileSync(path.join(box, f), "utf8")) as Mail);
}

/** The shared test server's origin (state-changing cookie requests must carry it as Origin). */
export function origin(): string {
  return `http://localhost:${process.env.E2E_PORT}`;
}

interface Created {
  email: string;
  password: string;
  origin: string;
}

const created: Created[] = [];

/**
 * Records an account the running test created (confirmed or not), to be deleted after the test.
 * Accounts on another server than the shared one are ignored (see above).
 */
export function rememberAccount(email: string, password: string, at: string = origin()): void {
  if (at !== origin()) return;
  if (!created.some((c) => c.email === email)) created.push({ email, password, origin: at });
}

const fakeIp = () => `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join(".")}`;

/**
 * Signs in as the account (its session from the test may be gone: signed out, or the page's
 * context already closed) and deletes it. An unconfirmed account is confirmed first with the link
 * it was mailed. Already gone (the test deleted it): nothing to do. Returns a problem, or null.
 */
async function remove(request: APIRequestContext, a: Created): Promise<string | null> {
  const headers = { Origin: a.origin };
  let signIn = await request.post("/api/auth/sign-in/email", {
    headers,
    data: { email: a.email, password: a.password },
  });
  if (signIn.status() === 401) return null; // no such account (any more), or the password was changed
  if (signIn.status() === 403) {
    // Not confirmed yet: a still unused confirmation link starts a session.
    for (const mail of mailsFor(a.email).reverse()) {
      const token = mail.link && new URL(mail.link).searchParams.get("token_hash");
      if (!token) continue;
      const confirm = await request.post("/api/auth/confirm", { headers, data: { token_hash: token, type: "email" } });
      if (confirm.status() === 200) {
        signIn = confirm;
        break;
      }
    }
  }
  if (signIn.status() !== 200)
    return `${a.email}: sign-in for deletion answered ${signIn.status()} ${await signIn.text()}`;
  const del = await request.post("/api/auth/delete-user", { headers, data: { password: a.password } });
  return del.status() === 200 ? null : `${a.email}: delete-user answered ${del.status()} ${await del.text()}`;
}

/** Deletes every account recorded since the last call; throws naming those that could not be. */
export async function removeCreatedAccounts(playwright: PlaywrightWorkerArgs["playwright"]): Promise<void> {
  const problems: string[] = [];
  for (const a of created.splice(0)) {
    // A fresh context per account: its own cookie jar and client address (rate limits are per IP).
    const request = await playwright.request.newContext({
      baseURL: a.origin,
      extraHTTPHeaders: { "X-Forwarded-For": fakeIp() },
    });
    try {
      const problem = await remove(request, a);
      if (problem) problems.push(problem);
    } finally {
      await request.dispose();
    }
  }
  if (problems.length) throw new Error(`accounts the test created could not be deleted:\n${problems.join("\n")}`);
}

/** Forgets accounts recorded outside a test (e.g. in beforeAll), so no later test deletes them. */
export function forgetRecordedAccounts(): void {
  created.length = 0;
}
