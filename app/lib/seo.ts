import type { MetaDescriptor } from "react-router";
import { LANGS, type Lang } from "~content/types.ts";
import { tFor } from "~/i18n/i18n.ts";
import { locales } from "./language.ts";
import { localizedPath, splitLangPath } from "~core/paths";

/** Absolute origin for canonical/OG URLs, set at build time. */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) || "http://localhost:3000";

export function absoluteUrl(path: string): string {
  return SITE_ORIGIN.replace(/\/$/, "") + encodeURI(path);
}

/** The route's language and its Greek (unprefixed) path from a pathname, decoded ("/%CE%B1" → "/α"). */
export function routeOf(pathname: string): { lang: Lang; path: string } {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // keep it as it came
  }
  if (decoded.length > 1 && decoded.endsWith("/")) decoded = decoded.slice(0, -1);
  return splitLangPath(decoded);
}

interface SeoInput {
  pathname: string;
  title: string;
  description: string;
  /** Pages that are not to be indexed (404, client-only screens): no canonical or alternates. */
  noindex?: boolean;
}

/** <title>, description, canonical, hreflang alternates (el, en, de, x-default → el) and Open Graph. */
export function seoMeta({ pathname, title, description, noindex }: SeoInput): MetaDescriptor[] {
  const { lang, path } = routeOf(pathname);
  const url = absoluteUrl(localizedPath(path, lang));
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const l of LANGS) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(localizedPath(path, l)) });
  }
  tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) });
  const ogLocale = locales[lang].replace("-", "_");
  tags.push(
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Taxidaki" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale },
    ...LANGS.filter((l) => l !== lang).map((l) => ({
      property: "og:locale:alternate",
      content: locales[l].replace("-", "_"),
    })),
    { property: "og:image", content: absoluteUrl("/og-image.png") },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:alt", content: tFor(lang)("meta.ogImageAlt") },
    { name: "twitter:card", content: "summary_large_image" },
  );
  return tags;
}
