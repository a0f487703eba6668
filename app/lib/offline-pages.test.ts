// Which precached page a navigation gets offline (app/service-worker.ts, decision 037).
import { describe, expect, it } from "vitest";
import { offlinePagesFor, serverNavigations } from "./offline-pages.ts";

describe("offlinePagesFor", () => {
  it("the address's prerendered page first, then the SPA fallback of its language, then the Greek one", () => {
    expect(offlinePagesFor("/flights")).toEqual(["/flights/index.html", "/__spa-fallback.html"]);
    expect(offlinePagesFor("/en/flights/")).toEqual([
      "/en/flights/index.html",
      "/__spa-fallback.en.html",
      "/__spa-fallback.html",
    ]);
    expect(offlinePagesFor("/")).toEqual(["/index.html", "/__spa-fallback.html"]);
    expect(offlinePagesFor("/de")).toEqual(["/de/index.html", "/__spa-fallback.de.html", "/__spa-fallback.html"]);
  });

  it("client-only screens and unknown addresses get their language's app (the app renders them or its 404)", () => {
    expect(offlinePagesFor("/de/favorites")[1]).toBe("/__spa-fallback.de.html");
    expect(offlinePagesFor("/en/trips")[1]).toBe("/__spa-fallback.en.html");
  });

  it("gives the app, not the prerendered page, for a trip in the address (/trip?id=…, ?share=…, ?q=…)", () => {
    expect(offlinePagesFor("/trip")).toEqual(["/trip/index.html", "/__spa-fallback.html"]);
    expect(offlinePagesFor("/en/trip", new URLSearchParams("id=7c1e"))).toEqual([
      "/__spa-fallback.en.html",
      "/__spa-fallback.html",
    ]);
    expect(offlinePagesFor("/de/trip", new URLSearchParams("share=abc"))).toEqual([
      "/__spa-fallback.de.html",
      "/__spa-fallback.html",
    ]);
    expect(offlinePagesFor("/trip", new URLSearchParams("q=Naxos+Paros"))).toEqual(["/__spa-fallback.html"]);
    // Other queries keep the page (a campaign tag on a prerendered page).
    expect(offlinePagesFor("/en/trip", new URLSearchParams("utm_source=x"))[0]).toBe("/en/trip/index.html");
  });

  it("keeps the address as the browser encoded it (Greek paths), and survives a malformed one", () => {
    const offers = `/${encodeURIComponent("προσφορές")}`;
    expect(offlinePagesFor(offers)[0]).toBe(`${offers}/index.html`);
    expect(offlinePagesFor("/%E0%A4%A")).toContain("/__spa-fallback.html");
  });
});

describe("serverNavigations", () => {
  it("leaves the server's own routes to the network: partner redirects, the API, images, health, the worker", () => {
    const left = (p: string) => serverNavigations.some((re) => re.test(p));
    for (const p of [
      "/go/skyscanner",
      "/api/v1/favorites",
      "/media/deals/a.webp",
      "/.well-known/assetlinks.json",
      "/healthz",
      "/sitemap.xml",
      "/sw.js",
    ])
      expect(left(p), p).toBe(true);
    for (const p of ["/", "/flights", "/favorites", "/en/trips", "/go", "/gold"]) expect(left(p), p).toBe(false);
  });
});
