import { Moon, Sun } from "lucide-react";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { setTheme, useTheme } from "~/lib/theme";

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useT();
  const theme = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  const label = theme === "dark" ? t("header.themeLight") : t("header.themeDark");
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
      data-theme-toggle=""
      data-label-dark={t("header.themeDark")}
      data-label-light={t("header.themeLight")}
      className={cn(
        "inline-grid size-9 shrink-0 cursor-pointer place-items-center rounded-xl text-current transition-colors hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white",
        className,
      )}
    >
      {/* Both icons, the theme class picks one: right before hydration and on static pages. */}
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
    </button>
  );
}
