// The header's account area (SPEC §2). Signed out: login and register (both to /auth).
// Signed in: favourites, what the app puts in the `signedIn` slot (the notifications bell), and
// an account menu with the user's e-mail, saved trips, profile and logout.
import { ChevronDown, Heart, LogIn, LogOut, Map as MapIcon, UserPlus, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Link } from "react-router";
import { useSignOut } from "~/features/auth/account-actions.ts";
import { useSession, type SessionUser } from "~/lib/session";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { localizedPath } from "~core/paths";
import { headerLink } from "~/components/layout/header-link";

const noSubscribe = () => () => {};

export function AccountNav({ signedIn }: { signedIn?: (user: SessionUser) => ReactNode }) {
  const session = useSession();
  // Prerendered pages (and the first render that hydrates them) show the signed-out links; once
  // running in the browser, nothing shows until the session is known, so signed-in visitors do
  // not see the links flash.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  // While loading in the browser the signed-out links keep their place, invisible: the header
  // does not change width (no layout shift) and signed-in visitors do not see them flash.
  if (session.status === "loading") return <SignedOutNav invisible={hydrated} />;
  if (session.status === "signed-out") return <SignedOutNav />;
  return <SignedInNav user={session.user} extra={signedIn?.(session.user)} />;
}

function SignedOutNav({ invisible = false }: { invisible?: boolean }) {
  const { t, lang } = useT();
  return (
    <div
      className={cn("flex items-center gap-1 sm:gap-2", invisible && "invisible")}
      aria-hidden={invisible || undefined}
    >
      <Link to={localizedPath("/auth", lang)} className={`${headerLink} w-9 hover:bg-white/15 sm:w-auto sm:px-3`}>
        <LogIn className="size-5 sm:hidden" aria-hidden="true" />
        <span className="max-sm:sr-only">{t("header.login")}</span>
      </Link>
      <Link
        to={`${localizedPath("/auth", lang)}?mode=sign-up`}
        className={`${headerLink} w-9 bg-white text-[#1e40af] hover:bg-blue-50 sm:w-auto sm:px-3.5`}
      >
        <UserPlus className="size-5 sm:hidden" aria-hidden="true" />
        <span className="max-sm:sr-only">{t("header.register")}</span>
      </Link>
    </div>
  );
}

function SignedInNav({ user, extra }: { user: SessionUser; extra: ReactNode }) {
  const { t, lang } = useT();
  return (
    <nav aria-label={t("account.header.account")} className="flex items-center gap-0.5 sm:gap-1">
      <Link
        to={localizedPath("/favorites", lang)}
        className={`${headerLink} w-9 hover:bg-white/15 max-sm:hidden`}
        aria-label={t("account.header.favorites")}
        title={t("account.header.favorites")}
      >
        <Heart className="size-5" aria-hidden="true" />
      </Link>
      {extra}
      <AccountMenu user={user} />
    </nav>
  );
}

function AccountMenu({ user }: { user: SessionUser }) {
  const { t, lang } = useT();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={cn(headerLink, "cursor-pointer px-1.5 hover:bg-white/15 lg:pr-2.5")}
      >
        <span className="grid size-7 place-items-center rounded-full bg-white text-[#1e40af]">
          <UserRound className="size-4" aria-hidden="true" />
        </span>
        <span className="max-w-44 truncate max-lg:sr-only">{user.email}</span>
        <span className="sr-only lg:hidden">{t("account.header.account")}</span>
        <ChevronDown className="size-4 max-sm:hidden" aria-hidden="true" />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute right-0 mt-2 w-64 overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-xl shadow-slate-900/20"
      >
        <p className="truncate border-b px-4 py-3 text-sm text-muted-foreground" title={user.email}>
          {user.email}
        </p>
        <ul className="p-1.5">
          {/* On phones the favourites link lives here (no room in the header). */}
          <li className="sm:hidden">
            <Link
              to={localizedPath("/favorites", lang)}
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
            >
              <Heart className="size-4" aria-hidden="true" />
              {t("account.header.favorites")}
            </Link>
          </li>
          <li>
            <Link
              to={localizedPath("/trips", lang)}
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
            >
              <MapIcon className="size-4" aria-hidden="true" />
              {t("account.header.trips")}
            </Link>
          </li>
          <li>
            <Link
              to={localizedPath("/profile", lang)}
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
            >
              <UserRound className="size-4" aria-hidden="true" />
              {t("account.header.profile")}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                signOut.mutate();
              }}
              disabled={signOut.isPending}
              className="flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-red-700 hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring dark:text-red-300"
            >
              <LogOut className="size-4" aria-hidden="true" />
              {t("account.header.logout")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
