import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rollupOptions: {
      output: {
        // The search's place data (the generated gazetteer long tail, the real-word filter, the airport
        // codes) in a chunk of its own: fetched beside the search engine's code, in parallel, only when
        // a search box is used (decision 030).
        manualChunks(id: string) {
          if (/core\/search\/(places|airport-codes)\.generated\.ts$/.test(id)) return "search-data";
          return undefined;
        },
      },
    },
  },
});
