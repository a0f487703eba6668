import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/public-pages.ts";
import { guidePaths } from "./core/guides/pages.ts";

export default {
  // One client build for the web and the native wrapper: public pages are prerendered
  // to static HTML per language, everything else renders in the browser.
  ssr: false,
  // The destination guides and ferry route pages (decision 051) are prerendered too.
  prerender: { paths: () => [...prerenderPaths(), ...guidePaths()], concurrency: 4 },
} satisfies Config;
