// The live deals, rendered into the static /deals, /προσφορές and /home pages per request
// (decision 014). The prerendered page holds an empty slot (`<div data-live-deals="list">` or
// `"banner"`); the server puts the deals in it, so visitors get the live list without React.
// The markup mirrors the React DealCard / DealsBrowser (app/features/deals), which render the same
// list after a client-side navigation and for signed-in visitors (decision 003).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { categoryById } from "../../content/categories.ts";
import { CATEGORY_IDS, type CategoryId, type Lang } from "../../content/types.ts";
import { dealTextsDe, dealTextsEl, dealTextsEn, type DealTextKey } from "../../core/deal-texts.ts";
import { textsOf } from "../i18n.ts";
import { dealDate, euro } from "../../core/deal-format.ts";
import { localizedPath, splitLangPath } from "../../core/paths.ts";
import type { DealsList } from "./cache.ts";
import { dealsPage, decodeCursor, DEALS_PAGE_SIZE, type DealsPage } from "./paging.ts";
import { serverIcons } from "./icons.ts";
import type { PublicDeal } from "./service.ts";

/** The slot the prerendered page leaves for the server: `<div data-live-deals="list"></div>`. */
const SLOT = /<div data-live-deals="(list|banner)"><\/div>/;

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ESC[ch]!);
const attr = (name: string, value: string | undefined | null | false) => (value ? ` ${name}="${esc(value)}"` : "");
/** The app's `deals.*` texts, rendered by the server's i18next. */
const dealText = textsOf<DealTextKey>("deals", { el: dealTextsEl, en: dealTextsEn, de: dealTextsDe });

const cls = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(" ");

const iconCache = new Map<string, string>();
/** A lucide icon as inline SVG markup (rendered once per name and class). */
function icon(name: string, className?: string): string {
  const key = `${name}|${className ?? ""}`;
  let svg = iconCache.get(key);
  if (svg === undefined) {
    const Icon =
      (serverIcons as Record<string, (typeof serverIcons)["BadgePercent"]>)[name] ?? serverIcons.BadgePercent;
    svg = renderToStaticMarkup(createElement(Icon, { className, "aria-hidden": true }));
    iconCache.set(key, svg);
  }
  return svg;
}

const isCategory = (c: string | null): c is CategoryId => !!c && (CATEGORY_IDS as readonly string[]).includes(c);

/** "Λήγει σε 3 μέρες", "Ends today" — or "Expired on …" once expired. */
export function countdown(deal: PublicDeal, lang: Lang): string {
  if (deal.expired) return dealText(lang, "expiredOn", { date: dealDate(deal.expires_at, lang) });
  return deal.days_left <= 0 ? dealText(lang, "endsToday") : dealText(lang, "endsIn", { count: deal.days_left });
}

/** The way out through /go/, with the page it was clicked on (recorded with the click). */
function goHref(deal: PublicDeal, pagePath: string, lang: Lang): string | null {
  return deal.go && !deal.expired ? `${deal.go}?${new URLSearchParams({ from: pagePath, lang })}` : null;
}

const BUTTON =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer select-none";
const BADGE =
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5";

function art(deal: PublicDeal): string {
  const name = isCategory(deal.category) ? categoryById(deal.category).icon : "BadgePercent";
  const tone = deal.expired
    ? "bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
    : "bg-gradient-to-br from-orange-500 via-amber-400 to-rose-500 text-white";
  return `<div aria-hidden="true" class="grid aspect-[2/1] w-full place-items-center ${tone}">${icon(name, "size-14 opacity-90")}</div>`;
}

/** One deal card (as app/features/deals/components/deal-card.tsx, without the signed-in heart). */
export function dealCard(deal: PublicDeal, lang: Lang, pagePath: string, eager = false): string {
  const translated = deal.text_lang === lang;
  const textLang = translated ? undefined : deal.text_lang;
  const date = dealDate(deal.expires_at, lang);
  const href = goHref(deal, pagePath, lang);
  const image = deal.image_url
    ? `<img src="${esc(deal.image_url)}" alt="" width="640" height="320" loading="${eager ? "eager" : "lazy"}" decoding="async" class="${cls("aspect-[2/1] w-full object-cover", deal.expired && "opacity-60 grayscale")}">`
    : art(deal);
  const prices =
    deal.price_from === null
      ? ""
      : `<p class="mt-3 flex items-baseline gap-2"><span class="text-xl font-extrabold">${esc(dealText(lang, "priceFrom", { price: euro(deal.price_from, lang) }))}</span>${
          deal.price_was === null
            ? ""
            : `<s class="text-sm text-muted-foreground">${esc(dealText(lang, "priceWas", { price: euro(deal.price_was, lang) }))}</s>`
        }</p>`;
  const label = deal.partner
    ? `${dealText(lang, "goToDealAt", { partner: deal.partner.name })} ${dealText(lang, "newTab")}`
    : undefined;
  const button = href
    ? `<a href="${esc(href)}" target="_blank" rel="sponsored noopener noreferrer" class="${BUTTON} h-9 px-3 text-sm bg-[#c2410c] text-white shadow-sm hover:bg-[#9a3412] ml-auto"${attr("aria-label", label)}>${esc(dealText(lang, "goToDeal"))}${icon("ArrowUpRight")}</a>`
    : "";
  return (
    `<li data-testid="deal-card" data-expired="${deal.expired}" class="${cls("flex flex-col overflow-hidden rounded-2xl border shadow-sm", deal.expired ? "bg-muted shadow-none" : "bg-card")}">` +
    image +
    `<div class="flex flex-1 flex-col p-5">` +
    (deal.partner
      ? `<p class="text-xs font-bold tracking-wide text-muted-foreground uppercase">${esc(deal.partner.name)}</p>`
      : "") +
    `<div class="mt-1 flex items-start justify-between gap-3"><h3 class="${cls("text-lg leading-snug font-bold", deal.expired && "text-muted-foreground")}"${attr("lang", textLang)}>${esc(deal.title)}</h3>` +
    (deal.expired
      ? `<span class="${BADGE} shrink-0 bg-slate-700 text-white dark:bg-slate-300 dark:text-slate-900">${esc(dealText(lang, "expired"))}</span>`
      : "") +
    `</div>` +
    (translated ? "" : `<p class="mt-1 text-xs text-muted-foreground italic">${esc(dealText(lang, "inGreek"))}</p>`) +
    `<p class="mt-2 line-clamp-3 text-sm text-muted-foreground"${attr("lang", textLang)}>${esc(deal.description)}</p>` +
    prices +
    `<div class="mt-auto flex flex-wrap items-center gap-3 pt-4">` +
    `<span class="${BADGE} ${deal.expired ? "bg-secondary text-secondary-foreground" : "bg-accent-soft text-accent-soft-foreground"} px-3 py-1">${icon(deal.expired ? "CalendarDays" : "Clock")}` +
    `<time datetime="${esc(deal.expires_at)}"${attr("title", !deal.expired && dealText(lang, "validUntil", { date }))}>${esc(countdown(deal, lang))}</time></span>` +
    button +
    `</div></div></li>`
  );
}

const PANEL = "flex flex-col items-center rounded-3xl border border-dashed bg-card px-6 py-14 text-center";
const PANEL_ICON = "grid size-14 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground";

/** One page of the list, as the /deals pages render it. */
export interface DealsListPage extends DealsPage<PublicDeal> {
  /** Deals in the whole list, and how many of them are live (every page). */
  total: number;
  live: number;
  /** False on the pages after the first (they link back to it). */
  first: boolean;
}

/** The page of `list` that starts after `cursor` (the first page when the cursor is missing or not ours). */
export function listPage(list: DealsList, cursor: string | null | undefined, limit = DEALS_PAGE_SIZE): DealsListPage {
  const after = cursor ? decodeCursor(cursor) : undefined;
  return { ...dealsPage(list.deals, { limit, after }), total: list.deals.length, live: list.live, first: !after };
}

const OUTLINE = "h-11 px-5 text-sm border border-input bg-card text-foreground hover:bg-muted";

/** Plain links (no script) to the next page and back to the first, keeping the search text. */
function pager(page: DealsListPage, lang: Lang, pagePath: string, q: string): string {
  const href = (cursor?: string) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (cursor) params.set("cursor", cursor);
    const search = params.toString();
    return search ? `${pagePath}?${search}` : pagePath;
  };
  const links = [
    page.first
      ? ""
      : `<a href="${esc(href())}" class="${BUTTON} ${OUTLINE}">${icon("ArrowLeft")}${esc(dealText(lang, "firstPage"))}</a>`,
    page.nextCursor
      ? `<a href="${esc(href(page.nextCursor))}" rel="next" data-testid="deals-next" class="${BUTTON} ${OUTLINE}">${esc(dealText(lang, "nextPage"))}${icon("ArrowRight")}</a>`
      : "",
  ].join("");
  return links ? `<div class="mt-8 flex flex-wrap gap-3">${links}</div>` : "";
}

const cardList = (deals: readonly PublicDeal[], lang: Lang, pagePath: string, eagerFirst: boolean) =>
  `<ul class="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">${deals.map((d, i) => dealCard(d, lang, pagePath, eagerFirst && i === 0)).join("")}</ul>`;

/**
 * The deals list of /deals and /προσφορές, one page at a time: a search form (a plain GET, no
 * script), then the page's live deals (featured first), then its recently ended ones, then links
 * to the next page; with no live deal, a note pointing to the categories. The counts are the
 * whole list's. `q` is the search text, if any.
 *
 * Once scripts run, the page's small filter script (app/features/deals/live-filter.ts) filters as
 * the visitor types: it asks the server for the page with the new `?q=` and swaps in its
 * `[data-deals-results]`, saying the new count in `[data-deals-status]`. The form stays as it is.
 */
export function dealsList(page: DealsListPage, opts: { lang: Lang; pagePath: string; q?: string }): string {
  const { lang, pagePath } = opts;
  const q = opts.q?.trim() ?? "";
  const searching = q !== "";
  const live = page.items.filter((d) => !d.expired);
  const ended = page.items.filter((d) => d.expired);
  const form =
    `<form role="search" method="get" action="${esc(pagePath)}" class="relative max-w-xl">` +
    `<label for="deals-q" class="sr-only">${esc(dealText(lang, "searchLabel"))}</label>` +
    icon("Search", "pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground") +
    `<input id="deals-q" name="q" type="search" value="${esc(q)}" placeholder="${esc(dealText(lang, "searchPlaceholder"))}" autocomplete="off" enterkeyhint="search" maxlength="200" class="flex w-full border border-input bg-card px-4 text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring h-12 rounded-2xl pl-12 text-base shadow-sm md:text-base">` +
    `</form>`;
  let body: string;
  if (searching && page.total === 0) {
    body =
      `<div class="${PANEL}" role="status"><div class="${PANEL_ICON}" aria-hidden="true">${icon("SearchX", "size-7")}</div>` +
      `<h2 class="mt-4 text-xl font-bold">${esc(dealText(lang, "empty"))}</h2><p class="mt-2 max-w-sm text-muted-foreground">${esc(dealText(lang, "emptyHint"))}</p></div>`;
  } else if (!searching && page.live === 0) {
    body =
      `<div data-testid="deals-none" class="${PANEL}" role="status"><div class="${PANEL_ICON}" aria-hidden="true">${icon("Sparkles", "size-7")}</div>` +
      `<h2 class="mt-4 text-xl font-bold">${esc(dealText(lang, "noLive"))}</h2><p class="mt-2 max-w-md text-muted-foreground">${esc(dealText(lang, "noLiveHint"))}</p>` +
      `<a href="${esc(localizedPath("/home", lang))}#categories-heading" class="${BUTTON} h-11 px-5 text-sm bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover mt-6">${esc(dealText(lang, "browseCategories"))}${icon("ArrowRight")}</a></div>`;
    if (ended.length > 0) body += endedSection(ended, lang, pagePath);
    body += pager(page, lang, pagePath, q);
  } else {
    const shown = searching ? page.items : live;
    body =
      `<section aria-label="${esc(dealText(lang, "title"))}"><h2 class="mb-3 text-sm font-medium text-muted-foreground">${esc(dealText(lang, "count", { count: searching ? page.total : page.live }))}</h2>` +
      (shown.length > 0 ? cardList(shown, lang, pagePath, true) : "") +
      (!searching && ended.length > 0 ? endedSection(ended, lang, pagePath) : "") +
      pager(page, lang, pagePath, q) +
      `</section>`;
  }
  const status = `<p data-deals-status role="status" class="sr-only"></p>`;
  return `<div class="grid gap-6">${form}${status}<div data-deals-results class="grid gap-6">${body}</div></div>`;
}

function endedSection(ended: readonly PublicDeal[], lang: Lang, pagePath: string): string {
  return (
    `<h2 class="mt-10 mb-3 text-lg font-bold text-muted-foreground">${esc(dealText(lang, "expiredSection"))}</h2>` +
    cardList(ended, lang, pagePath, false)
  );
}

/** How many live deals the home banner lists. */
const BANNER_DEALS = 3;

/**
 * The home page's offers banner: the number of live deals and the first few (featured first),
 * each a link through /go/ with its countdown. Nothing when no deal is live: the banner keeps its
 * static text and its link to /deals (which then points to the categories).
 */
export function dealsBanner(deals: readonly PublicDeal[], opts: { lang: Lang; pagePath: string }): string {
  const { lang, pagePath } = opts;
  const live = deals.filter((d) => !d.expired && d.go);
  if (live.length === 0) return "";
  const items = live
    .slice(0, BANNER_DEALS)
    .map((d) => {
      const textLang = d.text_lang === lang ? undefined : d.text_lang;
      // The price once: a title that names it ("… από 89 €") is not followed by it again, and is
      // never cut short (it wraps), so its price stays in sight on a phone too.
      const price =
        d.price_from === null || d.price_in_title
          ? ""
          : ` · ${esc(dealText(lang, "priceFrom", { price: euro(d.price_from, lang) }))}`;
      // Named by what it shows (title, partner, countdown, price), then that it opens a new tab.
      return (
        `<li data-testid="banner-deal" class="min-w-0"><a href="${esc(goHref(d, pagePath, lang)!)}" target="_blank" rel="sponsored noopener noreferrer" ` +
        `class="flex items-center justify-between gap-3 rounded-xl bg-white/10 px-4 py-2.5 ring-1 ring-white/25 hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white">` +
        `<span class="min-w-0"><span class="block font-bold break-words"${attr("lang", textLang)}>${esc(d.title)}</span>` +
        `<span class="block text-sm text-orange-50">${d.partner ? `${esc(d.partner.name)} · ` : ""}${esc(countdown(d, lang))}${price}</span>` +
        `<span class="sr-only"> ${esc(dealText(lang, "newTab"))}</span></span>` +
        `${icon("ArrowUpRight", "size-4 shrink-0")}</a></li>`
      );
    })
    .join("");
  return (
    `<div class="mt-5 max-w-md"><p class="text-sm font-semibold text-orange-50">${esc(dealText(lang, "liveNow", { count: live.length }))}</p>` +
    `<ul class="mt-2 grid gap-2">${items}</ul></div>`
  );
}

/** Fills a prerendered page's live-deals slot; the page's language and path come from its URL. */
async function fillDealsSlot(
  html: string,
  req: { pathname: string; search: URLSearchParams },
  load: (lang: Lang, q?: string) => Promise<DealsList>,
): Promise<string> {
  const m = SLOT.exec(html);
  if (!m) return html;
  const { lang } = splitLangPath(req.pathname);
  const kind = m[1] as "list" | "banner";
  const q = kind === "list" ? (req.search.get("q") ?? "").trim().slice(0, 200) : "";
  const list = await load(lang, q || undefined);
  const fragment =
    kind === "list"
      ? dealsList(listPage(list, req.search.get("cursor")), { lang, pagePath: req.pathname, q })
      : dealsBanner(list.deals, { lang, pagePath: req.pathname });
  return (
    html.slice(0, m.index) + `<div data-live-deals="${kind}">${fragment}</div>` + html.slice(m.index + m[0].length)
  );
}

const NO_DEALS: DealsList = { deals: [], live: 0, bytes: 2 };

/**
 * The server's PageFiller for the live deals: reads them per request (from the cached list); when
 * the database fails the page still answers, saying there is no live deal (and pointing to the categories).
 */
export function liveDealsFiller(load: (lang: Lang, q?: string) => Promise<DealsList>, onError: (err: unknown) => void) {
  const safeLoad = async (lang: Lang, q?: string) => {
    try {
      return await load(lang, q);
    } catch (err) {
      onError(err);
      return NO_DEALS;
    }
  };
  return {
    test: (html: string) => SLOT.test(html),
    fill: (html: string, req: { pathname: string; search: URLSearchParams }) => fillDealsSlot(html, req, safeLoad),
  };
}
