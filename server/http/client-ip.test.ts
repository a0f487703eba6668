import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { forwardedClient } from "./client-ip.ts";

describe("client address behind trusted proxies (TRUST_PROXY)", () => {
  it("takes the entry the outermost trusted proxy appended, never one the client wrote", () => {
    const xff = "6.6.6.6, 203.0.113.7, 10.0.0.2";
    expect(forwardedClient(xff, 1)).toBe("10.0.0.2");
    expect(forwardedClient(xff, 2)).toBe("203.0.113.7");
    expect(forwardedClient(xff, 9)).toBe("6.6.6.6");
    expect(forwardedClient(xff, 0)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
    expect(forwardedClient(" , ", 1)).toBeUndefined();
  });

  it("reads TRUST_PROXY as false, true (one hop) or a number of hops", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});
