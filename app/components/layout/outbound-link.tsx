import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { goHref } from "~/lib/outbound";

/**
 * A partner link: through our click redirect `/go/<id>`, in a new tab, marked sponsored.
 * `goId` is a partner id, `city.<id>`, `island.<id>` or `offer.banner`.
 */
export function OutboundLink({
  goId,
  children,
  className,
  ...props
}: Omit<ComponentProps<"a">, "href" | "target" | "rel"> & { goId: string }) {
  const { t, lang } = useT();
  const { pathname } = useLocation();
  return (
    <a
      href={goHref(goId, pathname, lang)}
      target="_blank"
      rel="sponsored noopener noreferrer"
      className={cn("relative", className)}
      {...props}
    >
      {children}
      <span className="sr-only"> {t("common.newTab")}</span>
    </a>
  );
}
