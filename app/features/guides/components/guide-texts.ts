import type { TFunction } from "i18next";
import type { GuideModel } from "./guide-types.ts";

/** The guide's summary: its meta description and the line under its heading (ports, airport, stays). */
export function guideSummary(m: GuideModel, t: TFunction): string {
  const p = m.phrases;
  const airport = !m.airport
    ? ""
    : m.airport.own
      ? t("guides.airportShort", { code: m.airport.code })
      : t("guides.airportNearShort", { code: m.airport.code, km: m.airport.km });
  const routes = m.ports.reduce((n, port) => n + port.routes.length, 0);
  const text =
    routes > 0
      ? t("guides.metaDescriptionPorts", { count: routes, to: p.to, in: p.in, airport })
      : t("guides.metaDescription", { to: p.to, in: p.in, airport });
  // Without an airport: no dangling comma or colon.
  return text.replace(/, \./, ".").replace(/: \./, ".");
}
