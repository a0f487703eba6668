// Better Auth: e-mail + password with confirmation, magic link, cookie sessions on the web,
// bearer tokens for the native app. Mounted at /api/auth/*.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins/bearer";
import { magicLink } from "better-auth/plugins/magic-link";
import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { availableParallelism } from "node:os";
import { and, eq, ne } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import { LANGS, type Lang } from "../content/types.ts";
import { MIN_PASSWORD } from "../core/auth-policy.ts";
import { localizedPath } from "../core/paths.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { account, notifications, profiles, session, user, verification } from "./db/schema.ts";
import type { Mailer } from "./mail/transport.ts";
import { LINK_LIFETIME_SEC, renderMail, type MailKind } from "./mail/templates.ts";

/** The first notification of a new account, in the UI's own voice (informal: "εσύ", "du"; issue 37). */
export const welcome: Record<Lang, { title: string; message: string }> = {
  el: {
    title: "Καλώς ήρθες στο Taxidaki!",
    message:
      "Ο λογαριασμός σου είναι έτοιμος. Αποθήκευσε αγαπημένα, δες τις προσφορές και βρες το επόμενο φθηνό σου ταξίδι.",
  },
  en: {
    title: "Welcome to Taxidaki!",
    message: "Your account is ready. Save favourites, browse the deals and find your next budget trip.",
  },
  de: {
    title: "Willkommen bei Taxidaki!",
    message:
      "Dein Konto ist bereit. Speichere Favoriten, entdecke die Angebote und finde deine nächste günstige Reise.",
  },
};

/**
 * Password hashing (scrypt, 32 MB and ~80 ms of CPU each) runs in libuv's thread pool. A burst of
 * sign-ins would take every core from the event loop: at most `concurrency` hashes run at once,
 * `maxWaiting` more wait their turn, and beyond that the request is refused at once with 503
 * (the client retries after Retry-After) instead of slowing every other request down.
 */
export class HashGate {
  private running = 0;
  private waiting: (() => void)[] = [];
  readonly concurrency: number;
  readonly maxWaiting: number;
  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new APIError("SERVICE_UNAVAILABLE", {
          code: "BUSY",
          message: "Too many sign-ins right now. Try again in a few seconds.",
        });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const asLang = (v: unknown): Lang => (LANGS.includes(v as Lang) ? (v as Lang) : "el");

/** Link that the /confirm page turns into a session (both confirmation and magic link). */
export function confirmLink(origin: string, lang: Lang, token: string): string {
  return `${origin}${localizedPath("/confirm", lang)}?token_hash=${encodeURIComponent(token)}&type=email`;
}

/**
 * The profile row and the welcome notification, created once: at the first session,
 * which an unconfirmed account cannot have (confirmation signs the user in).
 */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  const [u] = await db.select({ email: user.email, lang: user.lang }).from(user).where(eq(user.id, userId));
  if (!u) return;
  const lang = asLang(u.lang);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(profiles)
      .values({ id: userId, email: u.email, language_preference: lang })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (created.length) {
      await tx.insert(notifications).values({ user_id: userId, type: "success", ...welcome[lang] });
    }
  });
}

type SessionStorage = NonNullable<Parameters<typeof betterAuth>[0]["secondaryStorage"]>;

/**
 * Account deletion refuses the last admin: the console would have nobody left to run it.
 * (Two admins deleting themselves at the same instant can both pass; the command line
 * `npm run admin` grants the role again.)
 */
async function refuseLastAdmin(db: Db, userId: string): Promise<void> {
  const [me] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  if (me?.role !== "admin") return;
  const [other] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "admin"), ne(user.id, userId)))
    .limit(1);
  if (!other) {
    throw new APIError("CONFLICT", {
      code: "LAST_ADMIN",
      message: "You are the last admin: grant the admin role to someone else before deleting your account.",
    });
  }
}

export function createAuth(deps: {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  hashGate?: HashGate;
  sessionStorage?: SessionStorage;
  /** After an account and all its rows are gone (e.g. to close the user's live streams). */
  onUserDeleted?: (userId: string) => Promise<void>;
}) {
  const { config, db, mailer, logger, sessionStorage } = deps;
  const origin = config.publicOrigin;
  const gate = deps.hashGate ?? new HashGate(Math.max(1, availableParallelism() - 1), 32);

  // Queued, never awaited: the answer must not reveal by its timing whether a message went out.
  function mail(kind: MailKind, to: string, lang: Lang, link: string) {
    mailer.queue(to, renderMail(kind, lang, link), link);
  }

  return betterAuth({
    appName: "Taxidaki",
    baseURL: origin,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    user: {
      additionalFields: {
        lang: {
          type: "string",
          required: false,
          defaultValue: "el",
          input: true,
          validator: { input: z.enum(LANGS) },
        },
      },
      // POST /api/auth/delete-user with the current password (routes/auth.ts requires it). Every
      // table holding the user's rows references user.id with ON DELETE CASCADE.
      deleteUser: {
        enabled: true,
        beforeDelete: async (u) => {
          await refuseLastAdmin(db, u.id);
        },
        afterDelete: async (u) => {
          logger.info({ user: u.id }, "account deleted");
          await deps
            .onUserDeleted?.(u.id)
            .catch((err: unknown) => logger.warn({ err, user: u.id }, "closing the deleted account's streams failed"));
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: 128,
      password: {
        hash: (password) => gate.run(() => hashPassword(password)),
        verify: ({ hash, password }) => gate.run(() => verifyPassword({ hash, password })),
      },
      autoSignIn: false,
      // Same answer as a new sign-up (no enumeration); the owner is told by e-mail.
      onExistingUserSignUp: async ({ user: existing }) => {
        const lang = asLang((existing as { lang?: string }).lang);
        mail("already-registered", existing.email, lang, `${origin}${localizedPath("/auth", lang)}`);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: LINK_LIFETIME_SEC.confirm,
      sendVerificationEmail: async ({ user: u, token }) => {
        const lang = asLang((u as { lang?: string }).lang);
        mail("confirm", u.email, lang, confirmLink(origin, lang, token));
      },
    },
    session: {
      expiresIn: 30 * 24 * 3600,
      updateAge: 24 * 3600, // a session used after a day is extended
      // Signed session cookie cache (`taxidaki.session_data`): a signed-in request within its
      // lifetime (SESSION_CACHE_SEC) is answered without looking the session up. Sign-out clears
      // it on that device at once; a revocation made elsewhere (sign-out of that session,
      // password change) reaches other devices within the lifetime (docs/api.md).
      cookieCache: { enabled: config.SESSION_CACHE_SEC > 0, maxAge: config.SESSION_CACHE_SEC, strategy: "compact" },
      // With Redis (REDIS_URL), sessions are looked up there; the database keeps them too, and
      // answers when Redis does not (decision 031).
      ...(sessionStorage ? { storeSessionInDatabase: true } : {}),
    },
    ...(sessionStorage ? { secondaryStorage: sessionStorage } : {}),
    // Magic-link tokens stay in the database with or without Redis: a link sent while Redis is
    // down still works, and a link is consumed once by an atomic database statement.
    verification: { storeInDatabase: true },
    // Our own limiter (server/rate-limit.ts) covers every mode, per IP and per e-mail.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "taxidaki",
      useSecureCookies: origin.startsWith("https://"),
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      account: {
        delete: {
          // Better Auth's magic link, opened for an account whose address is not confirmed yet,
          // deletes every credential of that account before confirming it ("unproven access").
          // Here only a password can be linked, and it is the one chosen at sign-up: the link
          // confirms the address and keeps the password (issue 28). Other sessions are still
          // revoked and the address is marked confirmed; deleting the account itself is unaffected.
          before: async (a, endpoint) => {
            if (endpoint?.path === "/magic-link/verify" && a.providerId === "credential") {
              logger.info({ user: a.userId }, "magic link confirmed the address; password kept");
              return false;
            }
          },
        },
      },
      session: {
        create: {
          after: async (s) => {
            await ensureProfile(db, s.userId);
          },
        },
      },
    },
    logger: {
      log: (level, message) => {
        // Better Auth's messages can carry e-mail addresses: keep them out of info logs.
        if (level === "error") logger.error({ source: "better-auth" }, message.replace(/\S+@\S+/g, "<email>"));
        else logger.debug({ source: "better-auth" }, message.replace(/\S+@\S+/g, "<email>"));
      },
    },
    plugins: [
      magicLink({
        expiresIn: LINK_LIFETIME_SEC["magic-link"],
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token, metadata }) => {
          const [u] = await db.select({ lang: user.lang }).from(user).where(eq(user.email, email.toLowerCase()));
          // No account: nothing is sent, and the answer is the same (no enumeration).
          if (!u) return;
          const lang = asLang(metadata?.lang ?? u.lang);
          mail("magic-link", email, lang, confirmLink(origin, lang, token));
        },
      }),
      bearer(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
