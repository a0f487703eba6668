import type { ConfigEnv, UserConfig } from "vite";
import { describe, expect, it } from "vitest";
import viteConfig from "../../vite.config.ts";

// React Router prerenders through Vite's preview server; a file watcher there re-read build/client
// for each of the thousands of pages written (decision 055: the build took 196 s instead of 58 s).
const resolve = (env: Partial<ConfigEnv>) =>
  (viteConfig as (env: ConfigEnv) => UserConfig)({ command: "serve", mode: "production", ...env });

describe("vite.config.ts", () => {
  it("starts no file watcher in preview, where the prerender writes the pages", () => {
    expect(resolve({ isPreview: true }).server?.watch).toBeNull();
  });

  it("keeps the dev server's watcher and proxy", () => {
    const dev = resolve({ mode: "development", isPreview: false });
    expect(dev.server?.watch).toBeUndefined();
    expect(Object.keys(dev.server?.proxy ?? {})).toContain("/api/");
  });
});
