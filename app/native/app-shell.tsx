// SPEC §2 app shell: 'Φόρτωση εφαρμογής...' until native start-up has finished. On the web the
// shell is ready at once and renders its children (no flash, nothing native loaded).
import type { ReactNode } from "react";
import type { Lang } from "~content/types.ts";
import { tFor } from "~/i18n/i18n.ts";
import { useNativeStartup } from "./use-native-startup.ts";

export function AppLoading({ lang }: { lang: Lang }) {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4 text-muted-foreground">
        <span
          className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary"
          aria-hidden="true"
        />
        <p className="text-sm font-medium">{tFor(lang)("common.loadingApp")}</p>
      </div>
    </div>
  );
}

export function AppShell({ lang, children }: { lang: Lang; children: ReactNode }) {
  const ready = useNativeStartup();
  return ready ? children : <AppLoading lang={lang} />;
}
