// /welcome (SPEC §2): after confirmation; goes home after 5 s, or at once with the button.
import { PartyPopper } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useT } from "~/i18n/i18n";
import { localizedPath } from "~core/paths";

export const WELCOME_REDIRECT_MS = 5000;

export function WelcomeView() {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const [left, setLeft] = useState(WELCOME_REDIRECT_MS / 1000);
  const home = localizedPath("/home", lang);
  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(
      () => setLeft(Math.max(0, Math.ceil((WELCOME_REDIRECT_MS - (Date.now() - started)) / 1000))),
      250,
    );
    const go = setTimeout(() => void navigate(home, { replace: true }), WELCOME_REDIRECT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [navigate, home]);
  return (
    <div className="w-full max-w-lg rounded-3xl border bg-card p-8 text-center shadow-xl shadow-slate-900/10 sm:p-10">
      <div className="mx-auto grid size-16 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
        <PartyPopper className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight">{t("account.welcome.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("account.welcome.text")}</p>
      <p className="mt-4 text-sm font-medium" aria-live="polite">
        {t("account.welcome.redirect", { count: left })}
      </p>
      <Link to={home} replace className={buttonVariants({ size: "lg", className: "mt-6" })}>
        {t("account.welcome.goNow")}
      </Link>
    </div>
  );
}
