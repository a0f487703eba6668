import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { BackTarget } from "~content/types.ts";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { localizedPath } from "~core/paths";

const style =
  "inline-flex h-10 items-center gap-2 rounded-xl border border-input bg-card pr-4 pl-3 text-sm font-semibold text-foreground shadow-xs transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring cursor-pointer";

/**
 * A page's back control (SPEC §2): "history" goes one step back (to /home when there is no
 * history in this tab), "home" goes to /home, "root" goes to the welcome page.
 */
export function BackButton({ target, className }: { target: BackTarget; className?: string }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  if (target === "history") {
    return (
      <button
        type="button"
        className={cn(style, className)}
        // On a page prerendered without React, the static-page enhancer does the same with this.
        data-back-home={localizedPath("/home", lang)}
        onClick={() => {
          const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (idx > 0) {
            void navigate(-1);
            return;
          }
          // Arrived by a full page load (e.g. from the static home page): go back if we came from here.
          const fromHere = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
          if (fromHere && window.history.length > 1) window.history.back();
          else void navigate(localizedPath("/home", lang));
        }}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("common.back")}
      </button>
    );
  }
  return (
    <Link to={localizedPath(target === "home" ? "/home" : "/", lang)} className={cn(style, className)}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {target === "home" ? t("common.back") : t("common.backHome")}
    </Link>
  );
}
