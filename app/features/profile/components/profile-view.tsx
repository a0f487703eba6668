// /profile (SPEC §2, §4): card with avatar, heading, edit; fields read-only until editing;
// back (cancel) and save; the current theme read-only; recent searches. The route adds the
// settings other features own (e.g. the daily e-mail digest) under the card as `children`.
import { Moon, Pencil, Sun, UserRound } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { OfflineCopyNote } from "~/components/offline-copy-note";
import { useOfflineCopy } from "~/lib/offline";
import { useProfile, useSaveProfile, type Profile, type ProfileEdit } from "~/features/profile/api/profile.ts";
import { profileKey } from "~/lib/query-client";
import { RecentSearches } from "./recent-searches.tsx";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { LoadingSpinner } from "~/components/ui/loading-spinner";
import type { SessionUser } from "~/lib/session";
import { useT } from "~/i18n/i18n";
import { languageNames } from "~/lib/language";
import { useTheme } from "~/lib/theme";

const FIELDS = ["full_name", "phone", "location", "preferences"] as const;
const LABEL = { full_name: "fullName", phone: "phone", location: "location", preferences: "preferences" } as const;
const AUTOCOMPLETE = { full_name: "name", phone: "tel", location: "address-level2", preferences: "off" } as const;

function toEdit(p: Profile): Record<(typeof FIELDS)[number], string> {
  return {
    full_name: p.full_name ?? "",
    phone: p.phone ?? "",
    location: p.location ?? "",
    preferences: p.preferences ?? "",
  };
}

export function ProfileView({ user, children }: { user: SessionUser; children?: ReactNode }) {
  const { t } = useT();
  const profile = useProfile(user.id);
  // Offline: the last copy, marked; with none on this device, the note says the page needs a connection.
  const noCopy = useOfflineCopy(profileKey(user.id))?.savedAt === null;
  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <OfflineCopyNote queryKey={profileKey(user.id)} />
        {noCopy ? null : profile.isPending ? (
          <Card className="p-6">
            <LoadingSpinner label={t("common.loading")} />
          </Card>
        ) : profile.data ? (
          <ProfileCard user={user} profile={profile.data} />
        ) : (
          <Card className="p-6">
            <Skeleton className="h-40" />
          </Card>
        )}
        {children}
      </div>
      <RecentSearches userId={user.id} />
    </div>
  );
}

function ProfileCard({ user, profile }: { user: SessionUser; profile: Profile }) {
  const { t } = useT();
  const id = useId();
  const theme = useTheme();
  const save = useSaveProfile(user.id);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => toEdit(profile));

  const startEdit = () => {
    setDraft(toEdit(profile));
    setEditing(true);
  };
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body: ProfileEdit = {
      full_name: draft.full_name.trim() || null,
      phone: draft.phone.trim() || null,
      location: draft.location.trim() || null,
      preferences: draft.preferences.trim() || null,
    };
    try {
      await save.mutateAsync(body);
      setEditing(false);
    } catch {
      // toast shown by the mutation; stay in edit mode
    }
  }
  const initial = (profile.full_name || user.email).trim().charAt(0).toUpperCase();
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center gap-4 border-b bg-muted/50 p-5 sm:p-6">
        <div
          className="grid size-16 shrink-0 place-items-center rounded-full bg-primary text-2xl font-extrabold text-primary-foreground ring-4 ring-card"
          aria-hidden="true"
        >
          {initial || <UserRound className="size-8" />}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold tracking-tight">{t("account.profile.heading")}</h2>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
        {!editing && (
          <Button variant="outline" onClick={startEdit} className="max-sm:w-full">
            <Pencil aria-hidden="true" />
            {t("account.profile.edit")}
          </Button>
        )}
      </div>
      <form onSubmit={(e) => void onSubmit(e)} className="p-5 sm:p-6">
        <fieldset disabled={save.isPending} className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <label htmlFor={`${id}-email`} className="text-sm font-semibold">
              {t("account.profile.email")}
            </label>
            <Input id={`${id}-email`} type="email" value={profile.email} readOnly className="bg-muted/60" />
          </div>
          {FIELDS.map((f) => (
            <div
              key={f}
              className={f === "preferences" ? "flex flex-col gap-1.5 sm:col-span-2" : "flex flex-col gap-1.5"}
            >
              <label htmlFor={`${id}-${f}`} className="text-sm font-semibold">
                {t(`account.profile.${LABEL[f]}`)}
              </label>
              {f === "preferences" ? (
                <textarea
                  id={`${id}-${f}`}
                  value={editing ? draft[f] : (profile[f] ?? "")}
                  readOnly={!editing}
                  maxLength={2000}
                  rows={3}
                  placeholder={editing ? undefined : t("account.profile.empty")}
                  onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
                  className="w-full rounded-xl border border-input bg-card px-4 py-2.5 text-base text-foreground shadow-xs placeholder:text-muted-foreground read-only:bg-muted/60 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm"
                />
              ) : (
                <Input
                  id={`${id}-${f}`}
                  type={f === "phone" ? "tel" : "text"}
                  autoComplete={AUTOCOMPLETE[f]}
                  value={editing ? draft[f] : (profile[f] ?? "")}
                  readOnly={!editing}
                  maxLength={f === "phone" ? 40 : 200}
                  placeholder={editing ? undefined : t("account.profile.empty")}
                  onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
                  className="read-only:bg-muted/60"
                />
              )}
            </div>
          ))}
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-semibold" id={`${id}-theme`}>
              {t("account.profile.theme")}
            </span>
            <p
              aria-labelledby={`${id}-theme`}
              className="flex h-11 items-center gap-2 rounded-xl border border-input bg-muted/60 px-4 text-sm"
            >
              {theme === "dark" ? (
                <Moon className="size-4" aria-hidden="true" />
              ) : (
                <Sun className="size-4" aria-hidden="true" />
              )}
              {theme === "dark" ? t("account.profile.themeDark") : t("account.profile.themeLight")}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-semibold" id={`${id}-lang`}>
              {t("account.profile.language")}
            </span>
            <p
              aria-labelledby={`${id}-lang`}
              className="flex h-11 items-center rounded-xl border border-input bg-muted/60 px-4 text-sm"
            >
              {languageNames[profile.language_preference]}
            </p>
          </div>
          {editing && (
            <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
              <Button variant="outline" onClick={() => setEditing(false)}>
                {t("account.profile.cancel")}
              </Button>
              <Button type="submit">{save.isPending ? t("account.profile.saving") : t("account.profile.save")}</Button>
            </div>
          )}
        </fieldset>
      </form>
    </Card>
  );
}
