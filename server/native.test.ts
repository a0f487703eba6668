// What the server does for the native app: CORS for its origin, bearer sessions, app links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    TRUSTED_ORIGINS: "capacitor://localhost,https://localhost",
    ANDROID_CERT_FINGERPRINTS: "AA:BB:CC",
    IOS_APP_IDS: "TEAM123.gr.taxidaki.app",
  });
});
afterAll(() => ctx.close());

describe("native app support", () => {
  it("answers CORS preflights for the app's origin only", async () => {
    const ok = await ctx.client({ origin: "capacitor://localhost" }).req("OPTIONS", "/api/v1/favorites", undefined, {
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization,content-type",
    });
    expect(ok.headers.get("access-control-allow-origin")).toBe("capacitor://localhost");
    expect(ok.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    const evil = await ctx.client({ origin: "https://evil.example" }).req("OPTIONS", "/api/v1/favorites", undefined, {
      "access-control-request-method": "POST",
    });
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
    const get = await ctx.client({ origin: "https://localhost" }).get("/api/v1/deals");
    expect(get.headers.get("access-control-expose-headers")).toContain("set-auth-token");
  });

  it("serves the app-link and universal-link files that open e-mail links in the app", async () => {
    const android = await ctx.client().get("/.well-known/assetlinks.json");
    expect(android.body[0].target).toEqual({
      namespace: "android_app",
      package_name: "gr.taxidaki.app",
      sha256_cert_fingerprints: ["AA:BB:CC"],
    });
    const ios = await ctx.client().get("/.well-known/apple-app-site-association");
    expect(ios.headers.get("content-type")).toBe("application/json");
    expect(ios.body.applinks.details[0].appIDs).toEqual(["TEAM123.gr.taxidaki.app"]);
    expect(ios.body.applinks.details[0].components).toContainEqual({ "/": "/confirm" });
  });
});
