// The environment, parsed once. Nothing else in the server reads process.env.
import { readFileSync } from "node:fs";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin of the site (links in e-mails, CSRF checks, canonical URLs). */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Extra origins allowed to make credentialed requests (comma-separated), e.g. the native app's. */
  TRUSTED_ORIGINS: z.string().default(""),
  DATABASE_URL: z.string().optional(),
  /** Optional Redis shared by all instances: rate-limit counters, the session store, notification events. */
  REDIS_URL: z.string().optional(),
  /**
   * Lifetime (s) of the signed session cookie cache: how long a revocation made on another
   * device (sign-out there, password change) may take to reach this one. 0 turns it off.
   */
  SESSION_CACHE_SEC: z.coerce.number().int().min(0).max(300).default(60),
  /** Prefix of every Redis key this deployment writes. */
  REDIS_PREFIX: z.string().min(1).default("taxidaki:"),
  /** The longest a request waits on one Redis call (ms) before the database serves instead (decision 031). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(500),
  DATA_DIR: z.string().default("./data"),
  /** ≥ 32 characters; a development default is derived when unset outside production. */
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Taxidaki <no-reply@taxidaki.local>"),
  /**
   * Proxies in front of the server that append to X-Forwarded-For: `false`/`0` (none: the socket
   * address is the client), `true` (= 1) or a number of hops. The client IP is the entry the
   * outermost trusted proxy appended: the N-th from the right. Entries further left are chosen by
   * the client and never used.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? "").trim().toLowerCase();
      if (s === "" || s === "false") return 0;
      if (s === "true") return 1;
      if (/^\d{1,2}$/.test(s)) return Number(s);
      ctx.addIssue({ code: "custom", message: "true, false or a number of proxy hops (0-99)" });
      return z.NEVER;
    }),
  /** PostgreSQL: time to get a connection (ms), then a statement's and a query's time limits (ms). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * PostgreSQL: connections that carry single statements pipelined (decision 027), besides the pool; 0 turns it off.
   */
  DB_PIPELINES: z.coerce.number().int().min(0).max(16).default(3),
  /** Production without SMTP_URL refuses to start unless this is set (the outbox then holds live links). */
  MAIL_OUTBOX_IN_PRODUCTION: bool,
  /** Host of the embedded accommodation map (CSP frame-src). */
  MAP_FRAME_ORIGIN: z.url().default("https://www.stay22.com"),
  /** JSON object: { "<partnerId or *>": { "<param>": "<value>" } } added to outbound links. */
  AFFILIATE_PARAMS: z.string().default("{}"),
  /** Hosts deal images may be fetched from during a spreadsheet import (comma-separated; none by default). */
  IMAGE_FETCH_HOSTS: z.string().default(""),
  /**
   * Deal images in an S3-compatible bucket instead of DATA_DIR/media (optional): S3_BUCKET turns
   * it on and then needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.
   */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Bearer token of GET /metrics (Prometheus); unset or empty: no metrics are kept and /metrics
   * answers 404. At least 16 characters.
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().min(16, "at least 16 characters (or leave it unset: no /metrics)").optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Native app links: SHA-256 fingerprints of the Android signing certificate (comma-separated). */
  ANDROID_CERT_FINGERPRINTS: z.string().default(""),
  /** Native universal links: iOS app ids "TEAMID.gr.taxidaki.app" (comma-separated). */
  IOS_APP_IDS: z.string().default(""),
  /** Directory of the client build. */
  CLIENT_DIR: z.string().default("./build/client"),
  /**
   * The data-directory lock (embedded database): how often its owner checks that the lock is
   * still its own and touches it (ms). A lock of another host untouched for three checks (+ 0.5 s)
   * is taken over. Tests shorten it; production keeps the default.
   */
  DATA_DIR_LOCK_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** On SIGTERM/SIGINT, how long requests in flight get to finish before their connections are cut (ms). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /**
   * A start on a database with no live deal adds a few sample deals, marked as samples and dated
   * from today (`npm start` and `npm run dev` turn it on outside production). Never in production.
   */
  SAMPLE_DEALS: bool,
});

/** Every variable the server reads (besides the NAME_FILE forms of FILE_VARIABLES). */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

export type Config = z.infer<typeof schema> & {
  publicOrigin: string;
  authSecret: string;
  trustedOrigins: string[];
  androidFingerprints: string[];
  iosAppIds: string[];
  imageFetchHosts: string[];
  affiliateParams: Record<string, Record<string, string>>;
  /** Set when deal images go to an S3-compatible bucket. */
  s3?: S3Settings;
  /** SAMPLE_DEALS outside production. */
  sampleDeals: boolean;
};

/** Where to reach an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …). */
export interface S3Settings {
  /** Service endpoint, e.g. `https://s3.eu-central-1.amazonaws.com` or `https://<account>.r2.cloudflarestorage.com`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

const affiliateSchema = z.record(z.string(), z.record(z.string(), z.string()));

/**
 * Secrets a container platform mounts as files (Docker and Kubernetes secrets): `NAME_FILE` names a
 * file whose contents (without the trailing line break) are the value of `NAME`.
 */
export const FILE_VARIABLES = [
  "AUTH_SECRET",
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "METRICS_TOKEN",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/** `env` with each `NAME_FILE` of FILE_VARIABLES read into `NAME`; throws on a clash or an unreadable file. */
function readFileVariables(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const out = { ...env };
  const problems: string[] = [];
  for (const name of FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === "") continue;
    if (env[name] !== undefined && env[name] !== "") {
      problems.push(`  - ${name}_FILE: ${name} is set too; set one of them, not both`);
      continue;
    }
    try {
      out[name] = readFileSync(file, "utf8").replace(/\r?\n$/, "");
    } catch (err) {
      problems.push(
        `  - ${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
      );
    }
    delete out[`${name}_FILE`];
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  return out;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(readFileVariables(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === "production" && !c.AUTH_SECRET) {
    throw new Error("Invalid configuration:\n  - AUTH_SECRET: required in production (32+ random characters)");
  }
  if (c.NODE_ENV === "production" && !c.SMTP_URL && !c.MAIL_OUTBOX_IN_PRODUCTION) {
    throw new Error(
      "Invalid configuration:\n  - SMTP_URL: required in production (sign-in links must be e-mailed, not written to disk); set MAIL_OUTBOX_IN_PRODUCTION=true to keep them in $DATA_DIR/outbox instead",
    );
  }
  let s3: S3Settings | undefined;
  if (c.S3_BUCKET) {
    const missing = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => !c[k]);
    if (missing.length)
      throw new Error(
        `Invalid configuration:\n${missing.map((k) => `  - ${k}: required when S3_BUCKET is set`).join("\n")}`,
      );
    s3 = {
      bucket: c.S3_BUCKET,
      endpoint: c.S3_ENDPOINT!,
      region: c.S3_REGION,
      accessKeyId: c.S3_ACCESS_KEY_ID!,
      secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
    };
  }
  let affiliateParams: Config["affiliateParams"];
  try {
    affiliateParams = affiliateSchema.parse(JSON.parse(c.AFFILIATE_PARAMS));
  } catch {
    throw new Error(
      'Invalid configuration:\n  - AFFILIATE_PARAMS: must be a JSON object like {"booking":{"aid":"123"}}',
    );
  }
  const publicOrigin = (c.PUBLIC_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/$/, "");
  return {
    ...c,
    publicOrigin,
    // Development-only fallback: stable per data directory, never used in production.
    authSecret: c.AUTH_SECRET ?? `dev-only-secret-change-me-${"x".repeat(32)}`,
    trustedOrigins: [publicOrigin, ...list(c.TRUSTED_ORIGINS)],
    androidFingerprints: list(c.ANDROID_CERT_FINGERPRINTS),
    iosAppIds: list(c.IOS_APP_IDS),
    imageFetchHosts: list(c.IMAGE_FETCH_HOSTS),
    affiliateParams,
    s3,
    sampleDeals: c.SAMPLE_DEALS && c.NODE_ENV !== "production",
  };
}
