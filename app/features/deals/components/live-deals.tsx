import { ArrowUpRight } from "lucide-react";
import { useLocation } from "react-router";
import { useT } from "~/i18n/i18n";
import { useDeals } from "~/features/deals/api/deals.ts";
import { liveFilterScript } from "~/features/deals/live-filter.ts";
import { euro } from "~core/deal-format";
import { DealsBrowser } from "./deals-browser.tsx";

/** Prerendering (no document): the page is static and the server fills the slot per request (decision 014). */
const prerendering = () => typeof document === "undefined";

/**
 * The deals list of /deals and /προσφορές. Prerendered as an empty slot that the server fills with
 * the live deals for every request (server/deals/live-deals-html.ts), followed by the small script that makes
 * its filter live (live-filter.ts; the page's CSP allows it by its hash); rendered by React after a
 * client-side navigation and for signed-in visitors (decision 003).
 */
export function LiveDealsList() {
  return prerendering() ? (
    <>
      <div data-live-deals="list" />
      <script dangerouslySetInnerHTML={{ __html: liveFilterScript }} />
    </>
  ) : (
    <DealsBrowser />
  );
}

/** How many live deals the home banner lists. */
const BANNER_DEALS = 3;

/** The home banner's live deals: a slot on the static page, the first few from the API in the app. */
export function LiveDealsBanner() {
  return prerendering() ? <div data-live-deals="banner" /> : <BannerDeals />;
}

function BannerDeals() {
  const { t, lang } = useT();
  const { pathname } = useLocation();
  const first = useDeals(lang, "", BANNER_DEALS).data?.pages[0];
  const live = (first?.items ?? []).filter((d) => !d.expired && d.go);
  if (!first || live.length === 0) return null;
  return (
    <div className="mt-5 max-w-md">
      <p className="text-sm font-semibold text-orange-50">{t("deals.liveNow", { count: first.live })}</p>
      <ul className="mt-2 grid gap-2">
        {live.map((d) => (
          <li key={d.id} data-testid="banner-deal" className="min-w-0">
            {/* Named by what it shows, as server/deals/live-deals-html.ts renders it on the static page. */}
            <a
              href={`${d.go}?${new URLSearchParams({ from: pathname, lang })}`}
              target="_blank"
              rel="sponsored noopener noreferrer"
              className="flex items-center justify-between gap-3 rounded-xl bg-white/10 px-4 py-2.5 ring-1 ring-white/25 hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <span className="min-w-0">
                <span className="block font-bold break-words" lang={d.text_lang === lang ? undefined : d.text_lang}>
                  {d.title}
                </span>
                <span className="block text-sm text-orange-50">
                  {d.partner ? `${d.partner.name} · ` : ""}
                  {d.days_left <= 0 ? t("deals.endsToday") : t("deals.endsIn", { count: d.days_left })}
                  {/* The price once: a title that names it is not followed by it again. */}
                  {d.price_from !== null &&
                    !d.price_in_title &&
                    ` · ${t("deals.priceFrom", { price: euro(d.price_from, lang) })}`}
                </span>
                <span className="sr-only"> {t("common.newTab")}</span>
              </span>
              <ArrowUpRight className="size-4 shrink-0" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
