import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import { useSlots } from "~/components/slots";
import { localizedPath } from "~core/paths";
import { LogoMark } from "./logo.tsx";
import { headerLink } from "./header-link.ts";
import { SearchForm } from "./search-form.tsx";

/** Shared header (SPEC §2). The account area is where the signed-in parts go later. */
export function SiteHeader({ backToHome = false }: { backToHome?: boolean }) {
  const { t, lang } = useT();
  const { headerControls } = useSlots();
  return (
    <header className="sticky top-0 z-40 bg-header text-header-foreground shadow-md shadow-blue-950/20">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1.5 px-3 sm:gap-3 sm:px-6">
        {backToHome && (
          <Link
            to={localizedPath("/", lang)}
            aria-label={t("header.backToHome")}
            title={t("header.backToHome")}
            className={`${headerLink} w-9 hover:bg-white/15`}
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        )}
        <Link
          to={localizedPath("/", lang)}
          className="flex shrink-0 items-center gap-2 rounded-xl pr-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <LogoMark className="size-8 sm:size-9" />
          <span className="text-lg font-extrabold tracking-tight max-[379px]:sr-only">Taxidaki</span>
          <span className="sr-only">{t("header.home")}</span>
        </Link>
        <SearchForm className="mx-auto hidden max-w-md md:flex" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">{headerControls}</div>
      </div>
      <HeaderEnd />
    </header>
  );
}

/**
 * The last element of every page's header: the first frame waits for it (root.tsx, rel="expect"),
 * so the whole header is parsed by then. The welcome page, whose header is its own and whose hero is
 * centred in the screen, puts it after the hero's last line instead; every page needs it once, or the
 * browser warns that the expected element never came (issue 37).
 */
export function HeaderEnd() {
  return <span id="header-end" hidden />;
}
