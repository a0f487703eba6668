// The one locale map: BCP 47 locales of the site's languages, for Intl formatting, og:locale and
// the partners' deep links.
import type { Lang } from "../content/types.ts";

export const LOCALES: Record<Lang, string> = { el: "el-GR", en: "en-GB", de: "de-DE" };
