import { Compass } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { SiteShell } from "~/components/layout/site-shell";
import { buttonVariants } from "~/components/ui/button";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";
import { localizedPath } from "~core/paths";

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({
    pathname: location.pathname,
    title: t("meta.notFoundTitle"),
    description: t("notFound.text"),
    noindex: true,
  });
}

/** Any unknown path: the server answers 404 with the SPA fallback, this page says so. */
export default function NotFound() {
  const { t, lang } = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: page not found: ${pathname}`);
  }, [pathname]);
  return (
    <SiteShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
        <div
          className="grid size-20 place-items-center rounded-full bg-sea-soft text-sea-soft-foreground"
          aria-hidden="true"
        >
          <Compass className="size-10" />
        </div>
        <p className="mt-6 text-sm font-bold tracking-widest text-muted-foreground">{t("notFound.code")}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
        <p className="mt-3 text-muted-foreground">{t("notFound.text")}</p>
        <Link to={localizedPath("/", lang)} className={buttonVariants({ size: "lg", className: "mt-8" })}>
          {t("notFound.link")}
        </Link>
      </section>
    </SiteShell>
  );
}
