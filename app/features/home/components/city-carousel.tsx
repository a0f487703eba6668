import { ChevronLeft, ChevronRight, ExternalLink } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { City, Lang } from "~content/types.ts";
import { FavoriteToggle } from "~/components/slots";
import { OutboundLink } from "~/components/layout/outbound-link";
import { useT } from "~/i18n/i18n";

/** SPEC §9: the back/forward buttons scroll by 240 px, smoothly. */
export const CAROUSEL_STEP = 240;

const arrow =
  "grid size-10 cursor-pointer place-items-center rounded-full border border-input bg-card text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-default disabled:opacity-40 disabled:shadow-none disabled:hover:bg-card";

/** Whether a scroller is at its start / end (1 px of slack for sub-pixel scrolling). */
export function scrollEnds(el: HTMLElement): { atStart: boolean; atEnd: boolean } {
  return { atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 };
}

export function CityCarousel({ cities, lang, heading }: { cities: City[]; lang: Lang; heading: string }) {
  const { t } = useT();
  const scroller = useRef<HTMLUListElement>(null);
  const listId = useId();
  const headingId = useId();
  const scroll = (dir: 1 | -1) => scroller.current?.scrollBy({ left: dir * CAROUSEL_STEP, behavior: "smooth" });
  // The arrows are disabled at either end (the first render, and the static page, start at the start).
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => setEnds(scrollEnds(el));
    update();
    el.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      el.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
            {heading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("home.citiesHint")}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={arrow}
            aria-label={t("home.carouselPrev")}
            aria-controls={listId}
            data-scroll-by={-CAROUSEL_STEP}
            disabled={ends.atStart}
            onClick={() => scroll(-1)}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={arrow}
            aria-label={t("home.carouselNext")}
            aria-controls={listId}
            data-scroll-by={CAROUSEL_STEP}
            disabled={ends.atEnd}
            onClick={() => scroll(1)}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <ul
        id={listId}
        ref={scroller}
        data-testid="city-carousel"
        aria-label={t("home.carouselLabel")}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto scroll-smooth px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6"
      >
        {cities.map((city) => (
          <li key={city.id} className="relative w-56 shrink-0 snap-start">
            <OutboundLink
              goId={`city.${city.id}`}
              className="group block overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <img
                src={city.image.src}
                width={city.image.width}
                height={city.image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-muted object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <span className="flex items-center justify-between gap-2 p-4">
                <span>
                  <span className="block font-bold">{city.name[lang]}</span>
                  <span className="block text-sm text-muted-foreground">{city.country[lang]}</span>
                </span>
                <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </span>
            </OutboundLink>
            <FavoriteToggle
              className="absolute top-2.5 right-2.5"
              item={{
                type: "destination",
                title: city.name[lang],
                description: city.country[lang],
                data: { id: `city.${city.id}`, country: city.country[lang] },
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
