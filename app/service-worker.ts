// The service worker (decision 037), built by scripts/service-worker.ts into build/client/sw.js
// with Workbox: the precache list (self.__WB_MANIFEST) is written in at build time.
// - Pages are always asked of the network first (the server picks a page per visitor: the signed-in
//   app on / and /home, live deals filled in); only when the network fails does a page come from the
//   precache: the address's prerendered page, else the SPA fallback of its language.
// - The app's JS, CSS, fonts, manifests and icons come from the precache (hashed names).
// - Deal images are kept as they are seen (at most 60, 30 days).
// - Nothing of the API is ever cached here: a user's data is kept by the app itself, per user
//   (app/lib/offline.ts), so that signing out clears it.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { offlinePagesFor, serverNavigations } from "~/lib/offline-pages";

interface ServiceWorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "install", listener: () => void): void;
}
const sw = self as unknown as ServiceWorkerScope;

sw.addEventListener("install", () => void sw.skipWaiting());
clientsClaim();
enableNavigationPreload();

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch (error) {
        const address = new URL(options.request.url);
        for (const url of offlinePagesFor(address.pathname, address.searchParams)) {
          const page = await matchPrecache(url);
          if (page) return page;
        }
        throw error;
      }
    },
    { denylist: serverNavigations },
  ),
);

registerRoute(
  ({ request, url }) =>
    request.destination === "image" && url.origin === sw.location.origin && url.pathname.startsWith("/media/"),
  new CacheFirst({
    cacheName: "deal-images",
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 86400, purgeOnQuotaError: true })],
  }),
);

// Precached files answer for their own address only: "/" is never "/index.html" here (the
// navigation route above asks the network first).
// Written as `self.__WB_MANIFEST` in the output, where Workbox's injectManifest puts the list.
precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();
