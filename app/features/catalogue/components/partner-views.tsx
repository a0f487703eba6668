import { Check, ExternalLink, MapPin, WandSparkles } from "lucide-react";
import type { CataloguePage, Lang, Partner } from "~content/types.ts";
import { OutboundLink } from "~/components/layout/outbound-link";
import { PartnerLogo } from "~/components/partner-logo";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { FavoriteToggle } from "~/components/slots";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

export type Tone = "primary" | "sea" | "accent";

interface ViewProps {
  partners: Partner[];
  page: CataloguePage;
  lang: Lang;
  tone: Tone;
}

const ctaVariant = { primary: "default", sea: "sea", accent: "accent" } as const;

function Cta({
  partner,
  page,
  lang,
  tone,
  className,
}: {
  partner: Partner;
  page: CataloguePage;
  lang: Lang;
  tone: Tone;
  className?: string;
}) {
  const label = (partner.cta ?? page.cta)[lang];
  return (
    <OutboundLink goId={partner.id} className={cn(buttonVariants({ variant: ctaVariant[tone] }), className)}>
      {label}
      <ExternalLink className="size-4" aria-hidden="true" />
    </OutboundLink>
  );
}

function Features({ partner, lang, tone }: { partner: Partner; lang: Lang; tone: Tone }) {
  return (
    <ul className="space-y-2 text-sm">
      {partner.features.map((f, i) => (
        <li key={i} className="flex gap-2.5">
          <span
            className={cn(
              "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full",
              tone === "sea"
                ? "bg-sea-soft text-sea-soft-foreground"
                : tone === "accent"
                  ? "bg-accent-soft text-accent-soft-foreground"
                  : "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
            )}
            aria-hidden="true"
          >
            <Check className="size-3.5" strokeWidth={3} />
          </span>
          <span>{f[lang]}</span>
        </li>
      ))}
    </ul>
  );
}

/** The favourite heart of a partner (signed-in visitors only). */
function Heart({ partner, lang, className }: { partner: Partner; lang: Lang; className?: string }) {
  return (
    <FavoriteToggle
      className={className}
      item={{
        type: "partner",
        title: partner.name,
        description: partner.description[lang],
        data: { id: partner.id, category: partner.category, url: partner.url },
      }}
    />
  );
}

function Country({ partner }: { partner: Partner }) {
  if (!partner.country) return null;
  return (
    <Badge variant="outline" className="font-mono">
      {partner.country}
    </Badge>
  );
}

/**
 * What helps a visitor choose, as short tags: the partner's strengths (where the card does not list
 * them), "pre-fills your search" when our search can open it with the trip filled in, and the
 * country a car-rental partner serves.
 */
function DecisionTags({ partner, lang, strengths = false }: { partner: Partner; lang: Lang; strengths?: boolean }) {
  const { t } = useT();
  const tags: { key: string; icon?: "wand" | "pin"; text: string; strong?: boolean }[] = [];
  if (partner.deepLink) tags.push({ key: "prefill", icon: "wand", text: t("catalogue.prefills"), strong: true });
  if (partner.country)
    tags.push({
      key: "country",
      icon: "pin",
      text: t("catalogue.serves", { country: t(`catalogue.countries.${partner.country}`) }),
    });
  if (strengths) partner.features.forEach((f, i) => tags.push({ key: `f${i}`, text: f[lang] }));
  if (tags.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" data-testid="decision-tags">
      {tags.map((tag) => (
        <li key={tag.key}>
          <Badge variant={tag.strong ? "sea" : "secondary"} className="font-medium whitespace-normal">
            {tag.icon === "wand" && <WandSparkles aria-hidden="true" />}
            {tag.icon === "pin" && <MapPin aria-hidden="true" />}
            {tag.text}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Name + description + external-link button per partner. */
export function PartnerList({ partners, page, lang, tone }: ViewProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {partners.map((p) => (
        <li key={p.id} className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm">
          <div className="flex flex-1 items-start gap-4">
            <PartnerLogo partnerId={p.id} name={p.name} />
            <div className="min-w-0">
              <h3 className="flex flex-wrap items-center gap-2 text-base font-bold">
                {p.name} <Country partner={p} />
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{p.description[lang]}</p>
              <DecisionTags partner={p} lang={lang} strengths />
            </div>
            <Heart partner={p} lang={lang} className="-mt-1 -mr-1 ml-auto" />
          </div>
          <Cta partner={p} page={page} lang={lang} tone={tone} className="self-stretch sm:self-end" />
        </li>
      ))}
    </ul>
  );
}

/** Rich cards: name, description, three feature bullets, CTA. */
export function PartnerCards({ partners, page, lang, tone }: ViewProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {partners.map((p) => (
        <li
          key={p.id}
          className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
        >
          <div className="flex items-center gap-3">
            <PartnerLogo partnerId={p.id} name={p.name} />
            <h3 className="flex min-w-0 flex-wrap items-center gap-2 text-lg leading-tight font-bold">
              {p.name} <Country partner={p} />
            </h3>
            <Heart partner={p} lang={lang} className="ml-auto" />
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{p.description[lang]}</p>
          <DecisionTags partner={p} lang={lang} />
          <div className="mt-4 flex-1">
            <Features partner={p} lang={lang} tone={tone} />
          </div>
          <Cta partner={p} page={page} lang={lang} tone={tone} className="mt-6 w-full" />
        </li>
      ))}
    </ul>
  );
}

const bandTone: Record<Tone, string> = {
  sea: "bg-gradient-to-br from-teal-600 via-cyan-700 to-blue-900",
  accent: "bg-gradient-to-br from-orange-600 via-rose-700 to-indigo-900",
  primary: "bg-gradient-to-br from-blue-700 via-indigo-800 to-slate-900",
};

/** One featured offer (the *-special pages, Indie Campers). */
export function PartnerSingle({ partners, page, lang, tone, featuredLabel }: ViewProps & { featuredLabel: string }) {
  return (
    <div className="grid gap-5">
      {partners.map((p) => (
        <article
          key={p.id}
          className="overflow-hidden rounded-3xl border bg-card shadow-md md:grid md:grid-cols-[2fr_3fr]"
        >
          <div className={cn("relative flex min-h-44 items-end p-6 text-white", bandTone[tone])}>
            <svg
              aria-hidden="true"
              viewBox="0 0 400 200"
              className="absolute inset-0 size-full opacity-25"
              preserveAspectRatio="xMidYMid slice"
            >
              <circle cx="320" cy="60" r="40" fill="#fde68a" />
              <path d="M0 150 L80 90 L140 130 L220 70 L300 140 L400 100 L400 200 L0 200Z" fill="#fff" />
            </svg>
            <div className="relative">
              <Badge className="bg-white text-slate-900">{featuredLabel}</Badge>
              <p className="mt-3 text-3xl font-extrabold tracking-tight" aria-hidden="true">
                {p.name}
              </p>
            </div>
          </div>
          <div className="p-6 sm:p-8">
            <div className="flex items-start gap-3">
              <h3 className="flex flex-wrap items-center gap-2 text-xl font-bold">
                {p.name} <Country partner={p} />
              </h3>
              <Heart partner={p} lang={lang} className="-mt-1 ml-auto" />
            </div>
            <p className="mt-3 text-muted-foreground">{p.description[lang]}</p>
            <DecisionTags partner={p} lang={lang} />
            <div className="mt-5">
              <Features partner={p} lang={lang} tone={tone} />
            </div>
            <Cta
              partner={p}
              page={page}
              lang={lang}
              tone={tone}
              className="mt-7 h-12 w-full px-6 text-base sm:w-auto"
            />
          </div>
        </article>
      ))}
    </div>
  );
}

/** Large blocks (home swap, activities): one wide panel per partner. */
export function PartnerBlocks({ partners, page, lang, tone }: ViewProps) {
  return (
    <div className={cn("grid gap-5", partners.length > 1 && "lg:grid-cols-2")}>
      {partners.map((p) => (
        <article key={p.id} className="flex flex-col rounded-3xl border bg-card p-7 shadow-sm sm:p-8">
          <div className="flex items-start justify-between gap-3">
            <PartnerLogo partnerId={p.id} name={p.name} className="h-14 w-28" />
            <Heart partner={p} lang={lang} />
          </div>
          <h3 className="mt-5 flex flex-wrap items-center gap-2 text-2xl font-extrabold tracking-tight">
            {p.name} <Country partner={p} />
          </h3>
          <p className="mt-3 text-muted-foreground">{p.description[lang]}</p>
          <div className="mt-5 flex-1">
            <Features partner={p} lang={lang} tone={tone} />
          </div>
          <Cta
            partner={p}
            page={page}
            lang={lang}
            tone={tone}
            className="mt-7 h-12 w-full text-base sm:w-auto sm:self-start"
          />
        </article>
      ))}
    </div>
  );
}
