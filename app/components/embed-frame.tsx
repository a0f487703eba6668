// A partner's embedded page (accommodation map or widget): lazy, titled, fixed height. Under the
// frame lies a static preview with an "open the map" link: it shows while the frame loads, and
// stays when the frame cannot load (offline, blocked, or no answer within EMBED_TIMEOUT_MS of
// coming into view) — never an empty grey box. On a static page the enhancer does the same
// through data-embed (app/lib/static-page.ts).
// The frame's address is set only once the page has painted (data-src until then): a partner's
// map must not compete with the page's own text on a slow phone.
import { ExternalLink, MapPinned } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/i18n";

export const EMBED_TIMEOUT_MS = 8000;

export function EmbedFrame({ src, title, height }: { src: string; title: string; height: number }) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  const loaded = useRef(false);
  const [failed, setFailed] = useState(false);
  const [live, setLive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setLive(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fail = () => {
      if (!loaded.current) setFailed(true);
    };
    if (!navigator.onLine) return fail();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const io = new IntersectionObserver((seen) => {
      if (!seen.some((s) => s.isIntersecting)) return;
      io.disconnect();
      timer = setTimeout(fail, EMBED_TIMEOUT_MS);
    });
    io.observe(el);
    const blocked = (e: SecurityPolicyViolationEvent) => {
      if (e.violatedDirective.startsWith("frame-src") && src.startsWith(e.blockedURI)) setFailed(true);
    };
    document.addEventListener("securitypolicyviolation", blocked);
    return () => {
      io.disconnect();
      clearTimeout(timer);
      document.removeEventListener("securitypolicyviolation", blocked);
    };
  }, [src]);
  return (
    <div>
      <div
        ref={box}
        data-embed={failed ? "failed" : ""}
        data-embed-timeout={EMBED_TIMEOUT_MS}
        className="group relative overflow-hidden rounded-3xl border bg-sea-soft shadow-sm"
        style={{ height }}
      >
        <EmbedPreview src={src} title={title} inert={!failed} />
        {!failed && (
          <iframe
            src={live ? src : undefined}
            data-src={src}
            title={title}
            height={height}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            // An address-less frame loads about:blank first: that is not the map.
            onLoad={(e) => (loaded.current = !!e.currentTarget.getAttribute("src"))}
            className="absolute inset-0 block w-full border-0"
            style={{ height }}
          />
        )}
      </div>
      <p className="mt-2 text-right text-sm">
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-link underline-offset-4 hover:underline"
        >
          {t("common.embedOpenTab")}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </p>
    </div>
  );
}

/** A drawn map (sea, coast, streets, pins) with the title and the link: what shows without the frame. */
function EmbedPreview({ src, title, inert }: { src: string; title: string; inert: boolean }) {
  const { t } = useT();
  return (
    // Behind a working frame the preview is out of reach (inert); the link under the frame stays.
    <div data-embed-preview="" inert={inert} className="absolute inset-0 grid place-items-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 800 600"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full text-sea-soft-foreground"
      >
        <rect width="800" height="600" className="fill-sky-100 dark:fill-slate-800" />
        <path
          d="M0 380c90-30 170 10 250-20s120-110 230-100 170 80 320 40v300H0z"
          className="fill-emerald-50 dark:fill-slate-700"
        />
        <path d="M0 470c120-40 230 20 360-10s250-60 440-20v160H0z" className="fill-amber-50 dark:fill-slate-600" />
        <g className="stroke-white dark:stroke-slate-500" strokeWidth="10" fill="none" strokeLinecap="round">
          <path d="M60 560 300 400 520 470 760 360" />
          <path d="M200 600 330 330" />
          <path d="M470 600 560 380 700 300" />
        </g>
        <g className="fill-[#c2410c]">
          <path d="M300 330c-18 0-32 14-32 32 0 24 32 56 32 56s32-32 32-56c0-18-14-32-32-32z" />
          <path d="M560 300c-18 0-32 14-32 32 0 24 32 56 32 56s32-32 32-56c0-18-14-32-32-32z" />
          <path d="M430 420c-14 0-25 11-25 25 0 19 25 44 25 44s25-25 25-44c0-14-11-25-25-25z" />
        </g>
      </svg>
      <div className="relative mx-4 max-w-sm rounded-2xl bg-card/95 p-5 text-center shadow-lg ring-1 ring-border">
        <MapPinned className="mx-auto size-8 text-primary" aria-hidden="true" />
        <p className="mt-2 font-bold">{title}</p>
        <p className="mt-1 hidden text-sm text-muted-foreground group-data-[embed=failed]:block">
          {t("common.embedFailed")}
        </p>
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex h-10 items-center gap-2 rounded-xl bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t("common.embedOpen")}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only"> {t("common.newTab")}</span>
        </a>
      </div>
    </div>
  );
}
