import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/public-pages.ts";

export default {
  // One client build for the web and the native wrapper: public pages are prerendered
  // to static HTML per language, everything else renders in the browser.
  ssr: false,
  prerender: { paths: () => prerenderPaths(), concurrency: 4 },
} satisfies Config;
