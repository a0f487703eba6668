import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// `npm run dev` (scripts/dev.mjs): the dev server sends the server's own routes to the API server
// beside it (DEV_API_ORIGIN); the production build does not read this.
const apiOrigin = process.env.DEV_API_ORIGIN ?? "http://127.0.0.1:3001";
const serverRoutes = [
  "/api/",
  "/go/",
  "/media/",
  "/healthz",
  "/readyz",
  "/metrics",
  "/sitemap.xml",
  "/sitemaps/",
  "/robots.txt",
  "/.well-known/",
];

export default defineConfig(({ isPreview }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: Object.fromEntries(serverRoutes.map((p) => [p, { target: apiOrigin }])),
    // React Router prerenders through Vite's preview server, and in preview its plugin starts a
    // child dev server that would watch the whole project with this option: every file the prerender
    // writes to build/client (7 600 of them) then set off a re-read of its directory, 100+ s of
    // lstat for the 3 865 pages of decision 051. Nothing is served from source in preview, so no
    // watcher (decision 055).
    ...(isPreview ? { watch: null } : {}),
  },
  build: {
    rollupOptions: {
      output: {
        // The search's place data (the generated gazetteer long tail, the real-word filter, the airport
        // codes, the ferry table of decision 043) in a chunk of its own: fetched beside the search engine's code, in
        // parallel, only when a search box is used (decision 030).
        manualChunks(id: string) {
          if (/core\/(search\/(places|airport-codes)|ferries\/ferries)\.generated\.ts$/.test(id)) return "search-data";
          return undefined;
        },
      },
    },
  },
}));
