import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// `npm run dev` (scripts/dev.mjs): the dev server sends the server's own routes to the API server
// beside it (DEV_API_ORIGIN); the production build does not read this.
const apiOrigin = process.env.DEV_API_ORIGIN ?? "http://127.0.0.1:3001";
const serverRoutes = ["/api/", "/go/", "/media/", "/healthz", "/readyz", "/metrics", "/sitemap.xml", "/sitemaps/", "/robots.txt", "/.well-known/"];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { proxy: Object.fromEntries(serverRoutes.map((p) => [p, { target: apiOrigin }])) },
  build: {
    rollupOptions: {
      output: {
        // The search's place data (the generated gazetteer long tail, the real-word filter, the airport
        // codes, the ferry table of decision 043) in a chunk of its own: fetched beside the search engine's code, in parallel, only when
        // a search box is used (decision 030).
        manualChunks(id: string) {
          if (/core\/(search\/(places|airport-codes)|ferries\/ferries)\.generated\.ts$/.test(id)) return "search-data";
          return undefined;
        },
      },
    },
  },
});
