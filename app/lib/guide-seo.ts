// Head tags of the guide and route pages (decision 051): their paths differ by language
// (/proorismoi/naxos, /en/destinations/naxos), so the hreflang trio and canonical come from the page
// model, not from the Greek path; then JSON-LD (TouristDestination or Trip, BreadcrumbList) and the
// place's own Open Graph image.
import type { MetaDescriptor } from "react-router";
import { LANGS, type Lang } from "~content/types.ts";
import { absoluteUrl } from "./seo.ts";
import { locales } from "./language.ts";

interface GuideSeo {
  lang: Lang;
  paths: Record<Lang, string>;
  title: string;
  description: string;
  image?: { path: string; alt: string };
  jsonLd: object[];
}

export function guideMeta({ lang, paths, title, description, image, jsonLd }: GuideSeo): MetaDescriptor[] {
  const url = absoluteUrl(paths[lang]);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGS.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(paths[l]) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(paths.el) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Taxidaki" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locales[lang].replace("-", "_") },
    ...(image
      ? [
          { property: "og:image", content: absoluteUrl(image.path) },
          { property: "og:image:width", content: "600" },
          { property: "og:image:height", content: "315" },
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:alt", content: image.alt },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : [{ property: "og:image", content: absoluteUrl("/og-image.png") }]),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/** BreadcrumbList items: [name, path] from the home page down to this page. */
export function breadcrumbs(items: [string, string][]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}
