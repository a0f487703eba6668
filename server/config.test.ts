import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FILE_VARIABLES, loadConfig } from "./config.ts";

/** A file holding `text`, as a container platform mounts a secret. */
function secretFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "taxidaki-secret-")), "value");
  writeFileSync(file, text);
  return file;
}

describe("configuration", () => {
  it("works offline with no variables at all", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.publicOrigin).toBe("http://localhost:3000");
    expect(c.DATA_DIR).toBe("./data");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("fails fast with a readable list of what is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty", AUTH_SECRET: "short" })).toThrow(/PORT[\s\S]*AUTH_SECRET/);
    expect(() => loadConfig({ AFFILIATE_PARAMS: "{nope" })).toThrow(/AFFILIATE_PARAMS/);
  });

  it("requires a real secret in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: required in production/);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(40), SMTP_URL: "smtp://m" }).authSecret).toBe(
      "p".repeat(40),
    );
  });

  it("requires SMTP in production, unless the outbox is chosen explicitly", () => {
    const prod = { NODE_ENV: "production", AUTH_SECRET: "p".repeat(40) };
    expect(() => loadConfig(prod)).toThrow(/SMTP_URL: required in production/);
    expect(loadConfig({ ...prod, SMTP_URL: "smtp://mail.example.com:587" }).SMTP_URL).toBe(
      "smtp://mail.example.com:587",
    );
    expect(loadConfig({ ...prod, MAIL_OUTBOX_IN_PRODUCTION: "true" }).MAIL_OUTBOX_IN_PRODUCTION).toBe(true);
  });

  it("trusts the public origin and the extra origins for credentialed requests", () => {
    const c = loadConfig({
      PUBLIC_ORIGIN: "https://taxidaki.gr/",
      TRUSTED_ORIGINS: "capacitor://localhost, https://localhost",
    });
    expect(c.trustedOrigins).toEqual(["https://taxidaki.gr", "capacitor://localhost", "https://localhost"]);
  });

  it("keeps metrics off unless a long enough METRICS_TOKEN is set", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "m".repeat(32) }).METRICS_TOKEN).toBe("m".repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });

  it("reads secrets from NAME_FILE (container secrets), without the file's trailing line break", () => {
    const secret = "s".repeat(40);
    const c = loadConfig({
      NODE_ENV: "production",
      AUTH_SECRET_FILE: secretFile(`${secret}\n`),
      DATABASE_URL_FILE: secretFile("postgres://app:pa ss@db:5432/taxidaki\r\n"),
      REDIS_URL_FILE: secretFile("redis://:pw@cache:6379"),
      SMTP_URL_FILE: secretFile("smtp://user:pw@mail.example:587\n"),
      METRICS_TOKEN_FILE: secretFile(`${"m".repeat(20)}\n`),
      S3_BUCKET: "images",
      S3_ENDPOINT: "https://s3.example.com",
      S3_ACCESS_KEY_ID_FILE: secretFile("AKIA1234\n"),
      S3_SECRET_ACCESS_KEY_FILE: secretFile("very/secret+key\n"),
    });
    expect(c.authSecret).toBe(secret);
    expect(c.DATABASE_URL).toBe("postgres://app:pa ss@db:5432/taxidaki");
    expect(c.REDIS_URL).toBe("redis://:pw@cache:6379");
    expect(c.SMTP_URL).toBe("smtp://user:pw@mail.example:587");
    expect(c.METRICS_TOKEN).toBe("m".repeat(20));
    expect(c.s3).toMatchObject({ accessKeyId: "AKIA1234", secretAccessKey: "very/secret+key" });
    // Only the last line break goes: a value's own inner or leading characters stay.
    expect(loadConfig({ AUTH_SECRET_FILE: secretFile(` ${secret}\n\n`) }).authSecret).toBe(` ${secret}\n`);
    // What a file holds is checked like the variable itself.
    expect(() => loadConfig({ AUTH_SECRET_FILE: secretFile("short\n") })).toThrow(/AUTH_SECRET/);
  });

  it("refuses a secret set both ways, and a secret file it cannot read, naming the variable", () => {
    for (const name of FILE_VARIABLES) {
      expect(() => loadConfig({ [name]: "x".repeat(40), [`${name}_FILE`]: secretFile("y".repeat(40)) })).toThrow(
        new RegExp(`${name}_FILE: ${name} is set too; set one of them, not both`),
      );
      expect(() => loadConfig({ [`${name}_FILE`]: "/nonexistent/taxidaki-secret" })).toThrow(
        new RegExp(`${name}_FILE: cannot read /nonexistent/taxidaki-secret \\(ENOENT\\)`),
      );
    }
    if (process.getuid?.() !== 0) {
      const locked = secretFile("z".repeat(40));
      chmodSync(locked, 0o000);
      expect(() => loadConfig({ AUTH_SECRET_FILE: locked })).toThrow(/AUTH_SECRET_FILE: cannot read .* \(EACCES\)/);
    }
    const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-secret-"));
    expect(() => loadConfig({ AUTH_SECRET_FILE: dir })).toThrow(/AUTH_SECRET_FILE: cannot read .* \(EISDIR\)/);
  });

  it("keeps production's timings unless told otherwise: lock checks every second, 5 s of shutdown grace", () => {
    expect(loadConfig({})).toMatchObject({ DATA_DIR_LOCK_CHECK_MS: 1000, SHUTDOWN_GRACE_MS: 5000 });
    expect(loadConfig({ DATA_DIR_LOCK_CHECK_MS: "200", SHUTDOWN_GRACE_MS: "1500" })).toMatchObject({
      DATA_DIR_LOCK_CHECK_MS: 200,
      SHUTDOWN_GRACE_MS: 1500,
    });
    expect(() => loadConfig({ DATA_DIR_LOCK_CHECK_MS: "10" })).toThrow(/DATA_DIR_LOCK_CHECK_MS/);
  });
});
