import { Info } from "lucide-react";
import { useT } from "~/i18n/i18n";

/** 'Ορισμένοι σύνδεσμοι είναι συνεργατικοί' — on every category page (SPEC §1). */
export function AffiliateNote() {
  const { t } = useT();
  return (
    <aside className="flex gap-3 rounded-2xl border border-dashed bg-muted p-4 text-sm">
      <Info className="mt-0.5 size-5 shrink-0 text-link" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t("common.affiliateNote")}</strong>
        <span className="text-muted-foreground"> — {t("common.affiliateHint")}</span>
      </p>
    </aside>
  );
}
