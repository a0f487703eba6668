import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The top band of an inner page: back control, eyebrow, h1, intro and optional art. */
export function PageHero({
  back,
  eyebrow,
  title,
  intro,
  children,
  tone = "primary",
  art,
  artNode,
}: {
  back?: ReactNode;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: "primary" | "accent" | "sea";
  /** Decorative artwork beside the heading on wide screens (not downloaded on phones). */
  art?: { src: string; width: number; height: number };
  /**
   * Inline decorative artwork (e.g. a category's scene): a small card on phones, beside the heading on wide screens.
   */
  artNode?: ReactNode;
}) {
  return (
    <div
      className={cn(
        "relative isolate overflow-hidden border-b",
        tone === "primary" &&
          "bg-gradient-to-br from-blue-50 via-sky-50 to-background dark:from-[#0f1b3d] dark:via-[#0c1630] dark:to-background",
        tone === "accent" &&
          "bg-gradient-to-br from-orange-50 via-amber-50 to-background dark:from-[#2a1608] dark:via-[#1a1220] dark:to-background",
        tone === "sea" &&
          "bg-gradient-to-br from-teal-50 via-cyan-50 to-background dark:from-[#06302d] dark:via-[#0b1a2a] dark:to-background",
      )}
    >
      <div className="relative mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 sm:pb-12">
        {art && (
          <img
            src={art.src}
            width={art.width}
            height={art.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute top-8 right-6 hidden aspect-[8/5] w-72 rotate-2 rounded-3xl object-cover shadow-xl ring-4 ring-card lg:block xl:w-80"
          />
        )}
        {back}
        <div className={cn("mt-6 max-w-3xl", (art || artNode) && "lg:max-w-[calc(100%-22rem)]")}>
          {artNode && (
            // One copy of the scene: a small card the heading wraps around on phones (in the
            // prerendered HTML with a fixed aspect ratio, so nothing moves), beside the heading on wide screens.
            <div
              data-testid="hero-art"
              className="pointer-events-none float-right mt-1 mb-2 ml-3 w-24 rotate-2 overflow-hidden rounded-2xl shadow-md ring-2 ring-card min-[400px]:w-28 sm:w-36 lg:absolute lg:top-8 lg:right-6 lg:float-none lg:m-0 lg:w-72 lg:rounded-3xl lg:shadow-xl lg:ring-4 xl:w-80"
            >
              {artNode}
            </div>
          )}
          {eyebrow && <div className="mb-3">{eyebrow}</div>}
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
          {intro && <p className="mt-3 text-base text-pretty text-muted-foreground sm:text-lg">{intro}</p>}
        </div>
        {children}
      </div>
      <WaveDecor />
    </div>
  );
}

/**
 * The wave at the bottom of the band. It comes after the content (and is painted under it): a
 * slow phone paints the page while the HTML is still arriving, and a bottom-anchored layer placed
 * before the content would be drawn at the bottom of a half-parsed band and then jump down.
 */
function WaveDecor() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1200 200"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-24 w-full text-primary opacity-[0.07] dark:opacity-[0.12]"
    >
      <path d="M0 120c150-40 300-40 450 0s300 40 450 0 225-40 300-20v100H0z" fill="currentColor" />
      <path d="M0 150c150-30 300-30 450 0s300 30 450 0 225-30 300-15v65H0z" fill="currentColor" />
    </svg>
  );
}
