import { ShieldAlert } from "lucide-react";
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { localizedPath } from "~core/paths";
import { AdminError, useAdminMe } from "~/features/admin/api/admin.ts";
import { useAdminT } from "~/features/admin/i18n.ts";
import { DealsPanel } from "./deals-panel.tsx";
import { ImportPanel } from "./import-panel.tsx";
import { NoticesPanel } from "./notices-panel.tsx";
import { AuditPanel } from "./audit-panel.tsx";
import { SettingsPanel } from "./settings-panel.tsx";
import { AdminLoading } from "./admin-loading.tsx";
import { OfflineCopyNote } from "~/components/offline-copy-note";
import { useOfflineCopy } from "~/lib/offline";

// The chart library comes with the clicks tab only.
const ClicksPanel = lazy(() => import("./clicks-panel.tsx"));

const TABS = ["deals", "import", "clicks", "notices", "settings", "audit"] as const;
type Tab = (typeof TABS)[number];

function NotAllowed() {
  const { m, lang } = useAdminT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" role="alert">
      <div
        className="grid size-14 place-items-center rounded-full bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200"
        aria-hidden="true"
      >
        <ShieldAlert className="size-7" />
      </div>
      <h2 className="mt-4 text-2xl font-bold">{m.notAllowed}</h2>
      <p className="mt-2 text-muted-foreground">{m.notAllowedText}</p>
      <Link to={localizedPath("/home", lang)} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
        Taxidaki
      </Link>
    </div>
  );
}

/** The console: only for admins (the server decides; a 403 shows "not allowed"). */
export function AdminConsole() {
  const { m } = useAdminT();
  const me = useAdminMe();
  const offline = useOfflineCopy(["admin", "me"])?.savedAt === null;
  const [tab, setTab] = useState<Tab>("deals");
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  // The console works only online: offline, it says so instead of waiting.
  if (me.isPending && offline) return <OfflineCopyNote queryKey={["admin", "me"]} className="mx-auto my-8 max-w-3xl" />;
  if (me.isPending) return <AdminLoading />;
  if (me.error) {
    if (me.error instanceof AdminError && (me.error.status === 403 || me.error.status === 401)) return <NotAllowed />;
    return (
      <p className="mx-auto max-w-6xl px-4 py-10 text-red-700 dark:text-red-300" role="alert">
        {m.loadError}
      </p>
    );
  }
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next =
      e.key === "ArrowRight"
        ? TABS[(i + 1) % TABS.length]
        : e.key === "ArrowLeft"
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : undefined;
    if (next) {
      e.preventDefault();
      setTab(next);
      refs.current[next]?.focus();
    }
  };
  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-6">
      <div
        role="tablist"
        aria-label={m.sections}
        className="-mx-3 flex gap-1 overflow-x-auto border-b px-3 sm:mx-0 sm:px-0"
        onKeyDown={onKey}
      >
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`admin-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            className={cn(
              "-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-ring",
              tab === id
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {m.tabs[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`} className="pt-6">
        {tab === "deals" && <DealsPanel />}
        {tab === "import" && <ImportPanel />}
        {tab === "clicks" && (
          <Suspense fallback={<AdminLoading />}>
            <ClicksPanel />
          </Suspense>
        )}
        {tab === "notices" && <NoticesPanel />}
        {tab === "settings" && <SettingsPanel />}
        {tab === "audit" && <AuditPanel />}
      </div>
    </div>
  );
}
