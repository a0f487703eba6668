import type { ReactNode } from "react";
import { useT } from "~/i18n/i18n";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export function SkipLink() {
  const { t } = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-xl bg-white px-4 py-3 font-semibold text-[#1e40af] shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("common.skipLink")}
    </a>
  );
}

/** Skip link, shared header, the page's <main>, footer. */
export function SiteShell({ children, backToHome = false }: { children: ReactNode; backToHome?: boolean }) {
  return (
    <>
      <SkipLink />
      <SiteHeader backToHome={backToHome} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
