import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";
import { LogoMark } from "./logo.tsx";

export function SiteFooter() {
  const { t, lang } = useT();
  const links = [
    { to: "/home", label: t("home.categories") },
    { to: "/deals", label: t("header.deals") },
    { to: "/προσφορές", label: t("deals.mapHeading") },
  ];
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <div className="flex items-center gap-2">
            <LogoMark className="size-8 rounded-lg ring-1 ring-border" />
            <span className="text-lg font-extrabold tracking-tight">Taxidaki</span>
          </div>
          <p className="mt-2 text-sm text-muted-foreground">{t("common.footerTagline")}</p>
          <p className="mt-3 text-xs text-muted-foreground">
            {t("common.affiliateNote")}. {t("common.affiliateHint")}
          </p>
        </div>
        <nav aria-label={t("common.footerNav")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={localizedPath(l.to, lang)} className="text-link underline-offset-4 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground" suppressHydrationWarning>
        © {new Date().getFullYear()} Taxidaki · {t("common.footerRights")}
      </p>
    </footer>
  );
}
