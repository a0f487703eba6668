import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

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
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(40), SMTP_URL: "smtp://m" }).authSecret).toBe("p".repeat(40));
  });

  it("requires SMTP in production, unless the outbox is chosen explicitly", () => {
    const prod = { NODE_ENV: "production", AUTH_SECRET: "p".repeat(40) };
    expect(() => loadConfig(prod)).toThrow(/SMTP_URL: required in production/);
    expect(loadConfig({ ...prod, SMTP_URL: "smtp://mail.example.com:587" }).SMTP_URL).toBe("smtp://mail.example.com:587");
    expect(loadConfig({ ...prod, MAIL_OUTBOX_IN_PRODUCTION: "true" }).MAIL_OUTBOX_IN_PRODUCTION).toBe(true);
  });

  it("trusts the public origin and the extra origins for credentialed requests", () => {
    const c = loadConfig({ PUBLIC_ORIGIN: "https://taxidaki.gr/", TRUSTED_ORIGINS: "capacitor://localhost, https://localhost" });
    expect(c.trustedOrigins).toEqual(["https://taxidaki.gr", "capacitor://localhost", "https://localhost"]);
  });

  it("keeps metrics off unless a long enough METRICS_TOKEN is set", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "m".repeat(32) }).METRICS_TOKEN).toBe("m".repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });
});
