// A partner's mark on its card: the brand's logo where Simple Icons has it (inlined at build
// time, app/components/partner-logos.generated.ts), otherwise a designed wordmark tile — the
// name set in the tile, on a colour and pattern that no other partner has.
import { partners } from "~content/partners.ts";
import { partnerLogos } from "./partner-logos.generated.ts";
import { cn } from "~/lib/cn";

/** Deep tones: white text on each meets WCAG AA (4.5:1). */
const TONES = [
  "#1e40af",
  "#0f766e",
  "#9a3412",
  "#6d28d9",
  "#be123c",
  "#047857",
  "#334155",
  "#0369a1",
  "#92400e",
  "#86198f",
  "#3730a3",
  "#115e59",
  "#b91c1c",
  "#3f6212",
];
const PATTERNS = ["plain", "stripes", "dots", "wave"] as const;
type Pattern = (typeof PATTERNS)[number];

export interface TileStyle {
  color: string;
  pattern: Pattern;
}

/** Every partner without a logo gets its own colour + pattern pair, in catalogue order. */
const tiles = new Map<string, TileStyle>();
partners
  .filter((p) => !partnerLogos[p.id])
  .forEach((p, i) =>
    tiles.set(p.id, {
      color: TONES[i % TONES.length]!,
      pattern: PATTERNS[Math.floor(i / TONES.length) % PATTERNS.length]!,
    }),
  );

export function tileStyle(partnerId: string): TileStyle | undefined {
  return tiles.get(partnerId);
}

/** "Booking.com Camping" → ["Booking.com", "Camping"]; the dotted ending is set smaller. */
function wordmark(name: string): { main: string; tail: string } {
  const m = /^(.*?)(\.(com|gr|info))$/i.exec(name.split(" ")[0] ?? name);
  if (m && !name.includes(" ")) return { main: m[1]!, tail: m[2]! };
  return { main: name, tail: "" };
}

function PatternLayer({ pattern }: { pattern: Pattern }) {
  if (pattern === "plain") return null;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 96 48"
      preserveAspectRatio="none"
      className="absolute inset-0 size-full opacity-20"
    >
      {pattern === "stripes" && <path d="M60 48 96 12v12L72 48zM80 48l16-16v8l-8 8z" fill="#fff" />}
      {pattern === "dots" && (
        <g fill="#fff">
          {[0, 1, 2, 3].map((r) =>
            [0, 1, 2].map((c) => <circle key={`${r}${c}`} cx={74 + c * 8} cy={8 + r * 10} r="1.6" />),
          )}
        </g>
      )}
      {pattern === "wave" && <path d="M0 40c12-6 24-6 36 0s24 6 36 0 18-6 24-3v11H0z" fill="#fff" />}
    </svg>
  );
}

export function PartnerLogo({ partnerId, name, className }: { partnerId: string; name: string; className?: string }) {
  const logo = partnerLogos[partnerId];
  const base =
    "relative grid h-12 w-24 shrink-0 place-items-center overflow-hidden rounded-2xl text-white shadow-inner ring-1 ring-black/5 dark:ring-white/10";
  if (logo) {
    // A wordmark (its drawing's own box) spans the tile; a square mark is drawn at 28 px.
    return (
      <span
        aria-hidden="true"
        data-logo="brand"
        className={cn(base, className)}
        style={{ backgroundColor: logo.color }}
      >
        {logo.viewBox ? (
          <svg
            viewBox={logo.viewBox}
            className="h-auto max-h-8 w-[4.75rem]"
            dangerouslySetInnerHTML={{ __html: logo.body }}
          />
        ) : (
          <svg viewBox="0 0 24 24" className="size-7" dangerouslySetInnerHTML={{ __html: logo.body }} />
        )}
      </span>
    );
  }
  const style = tileStyle(partnerId) ?? { color: TONES[0]!, pattern: "plain" as const };
  const { main, tail } = wordmark(name);
  return (
    <span
      aria-hidden="true"
      data-logo="wordmark"
      className={cn(base, "px-2", className)}
      style={{ backgroundColor: style.color }}
    >
      <PatternLayer pattern={style.pattern} />
      <span className="relative line-clamp-2 text-center text-[0.8rem] leading-[1.05] font-extrabold tracking-tight break-words">
        {main}
        {tail && <span className="text-[0.7rem] font-bold">{tail}</span>}
      </span>
    </span>
  );
}
