import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppLoading, AppShell } from "./app-shell.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("app shell", () => {
  it("shows 'Φόρτωση εφαρμογής...' until native start-up has finished", () => {
    vi.stubGlobal("window", { Capacitor: { isNativePlatform: () => true } });
    const html = renderToString(
      <AppShell lang="el">
        <main>content</main>
      </AppShell>,
    );
    expect(html).toContain("Φόρτωση εφαρμογής...");
    expect(html).not.toContain("content");
    expect(renderToString(<AppLoading lang="en" />)).toContain("Loading app...");
  });

  it("renders the page at once on the web", () => {
    vi.stubGlobal("window", {});
    const html = renderToString(
      <AppShell lang="el">
        <main>content</main>
      </AppShell>,
    );
    expect(html).toContain("content");
    expect(html).not.toContain("Φόρτωση εφαρμογής");
  });
});
