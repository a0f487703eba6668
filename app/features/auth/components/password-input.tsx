import { Eye, EyeOff } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/i18n";

/** A password field with a show/hide toggle (SPEC §2). */
export function PasswordInput({
  visible,
  onToggle,
  id,
  disabled,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { visible: boolean; onToggle: () => void }) {
  const { t } = useT();
  const label = visible ? t("account.auth.hidePassword") : t("account.auth.showPassword");
  return (
    <div className="relative">
      <Input {...props} id={id} disabled={disabled} type={visible ? "text" : "password"} className="pr-12" />
      <button
        type="button"
        onClick={onToggle}
        aria-label={label}
        title={label}
        aria-controls={id}
        className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 cursor-pointer place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-3 focus-visible:outline-ring disabled:pointer-events-none"
        disabled={disabled}
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}
