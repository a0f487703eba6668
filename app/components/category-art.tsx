// Hero art of a category page: one small inline SVG scene per category in the site's
// illustration style (sky, sea, hills, a sun or a moon) with the category's own motif, so a ski
// page shows snowy peaks and a ferry page the sea. Inline, so it follows the `dark` class
// (an <img> cannot see it) and costs no request; ~1.5 kB of markup.
import type { CategoryId } from "~content/types.ts";
import { CategoryIcon } from "./category-icon.tsx";
import { cn } from "~/lib/cn";

type Scene = "air" | "sea" | "peaks" | "city" | "road" | "hills" | "rails";

interface Art {
  scene: Scene;
  icon: string;
  /** The motif badge's colour (light / dark). */
  badge: string;
}

const blue = "text-[#1e40af] dark:text-[#9cc1ff]";
const sea = "text-[#0f766e] dark:text-[#5eead4]";
const warm = "text-[#c2410c] dark:text-[#fdba74]";
const green = "text-[#15803d] dark:text-[#86efac]";

export const categoryArt: Record<CategoryId, Art> = {
  flights: { scene: "air", icon: "Plane", badge: blue },
  hotels: { scene: "city", icon: "Hotel", badge: blue },
  "vacation-rentals": { scene: "hills", icon: "House", badge: warm },
  transfers: { scene: "road", icon: "CarTaxiFront", badge: warm },
  "car-rental": { scene: "road", icon: "Car", badge: blue },
  "camper-vans": { scene: "hills", icon: "Caravan", badge: green },
  esim: { scene: "air", icon: "Smartphone", badge: sea },
  "luggage-storage": { scene: "city", icon: "Luggage", badge: warm },
  ferries: { scene: "sea", icon: "Ship", badge: sea },
  tours: { scene: "city", icon: "Ticket", badge: sea },
  insurance: { scene: "air", icon: "ShieldPlus", badge: green },
  "flight-compensation": { scene: "air", icon: "BadgeEuro", badge: warm },
  "travel-gear": { scene: "hills", icon: "Backpack", badge: blue },
  camping: { scene: "peaks", icon: "Tent", badge: green },
  activities: { scene: "peaks", icon: "Compass", badge: warm },
  cruises: { scene: "sea", icon: "Anchor", badge: blue },
  "student-housing": { scene: "city", icon: "GraduationCap", badge: green },
  cycling: { scene: "road", icon: "Bike", badge: green },
  "home-exchange": { scene: "hills", icon: "ArrowLeftRight", badge: sea },
  "mountain-resorts": { scene: "peaks", icon: "MountainSnow", badge: blue },
  "trains-buses": { scene: "rails", icon: "TrainFront", badge: warm },
};

const land = "fill-[#bbf7d0] dark:fill-[#14342a]";
const land2 = "fill-[#86efac] dark:fill-[#0f2a22]";
const cloud = "fill-white/90 dark:fill-[#334155]/80";

function Backdrop({ scene }: { scene: Scene }) {
  switch (scene) {
    case "air":
      return (
        <g>
          <ellipse cx="70" cy="70" rx="42" ry="14" className={cloud} />
          <ellipse cx="96" cy="62" rx="26" ry="14" className={cloud} />
          <ellipse cx="250" cy="150" rx="50" ry="15" className={cloud} />
          <ellipse cx="220" cy="142" rx="26" ry="13" className={cloud} />
          <path
            d="M20 170C90 120 170 130 300 40"
            fill="none"
            strokeWidth="3"
            strokeDasharray="2 9"
            strokeLinecap="round"
            className="stroke-[#1e40af]/40 dark:stroke-[#9cc1ff]/40"
          />
        </g>
      );
    case "sea":
      return (
        <g>
          <path d="M0 122c40-8 70-20 110-12s40 10 60 12H0z" className={land} />
          <path d="M0 130c40-8 80 8 120 0s80-8 120 0 60 8 80 4v66H0z" className="fill-[#5eead4] dark:fill-[#0f4c47]" />
          <path d="M0 150c40-8 80 8 120 0s80-8 120 0 60 8 80 4v46H0z" className="fill-[#2dd4bf] dark:fill-[#0b3b38]" />
          <path d="M0 172c40-8 80 8 120 0s80-8 120 0 60 8 80 4v24H0z" className="fill-[#0f766e] dark:fill-[#082b29]" />
        </g>
      );
    case "peaks":
      return (
        <g>
          <path d="M0 160 70 70l40 50 50-80 70 100 40-40 50 60v40H0z" className="fill-[#94a3b8] dark:fill-[#334155]" />
          <path d="M70 70 52 93h36zM160 40l-22 32 12-4 10 10 10-10 12 4z" className="fill-white dark:fill-[#e2e8f0]" />
          <path d="M0 176c60-20 120-24 180-10s100 10 140 0v34H0z" className={land2} />
        </g>
      );
    case "city":
      return (
        <g className="fill-[#93c5fd] dark:fill-[#1e293b]">
          <rect x="14" y="96" width="34" height="104" rx="3" />
          <rect x="54" y="70" width="28" height="130" rx="3" />
          <rect x="88" y="110" width="40" height="90" rx="3" />
          <rect x="134" y="84" width="26" height="116" rx="3" />
          <path d="M206 120h70v80h-70z" />
          <path d="M200 122 241 96l41 26z" />
          <g className="fill-white/80 dark:fill-[#fde68a]/70">
            <rect x="22" y="108" width="6" height="8" />
            <rect x="34" y="126" width="6" height="8" />
            <rect x="62" y="84" width="6" height="8" />
            <rect x="62" y="104" width="6" height="8" />
            <rect x="98" y="124" width="6" height="8" />
            <rect x="142" y="98" width="6" height="8" />
          </g>
          <path d="M0 186h320v14H0z" className={land2} />
        </g>
      );
    case "road":
      return (
        <g>
          <path d="M0 130c60-24 130-30 200-16s90 8 120 0v86H0z" className={land} />
          <path
            d="M150 200c10-30 40-56 110-74l14 4c-60 22-84 44-88 70z"
            className="fill-[#64748b] dark:fill-[#475569]"
          />
          <path
            d="M196 196c6-18 22-36 60-56"
            fill="none"
            strokeWidth="2.5"
            strokeDasharray="8 8"
            className="stroke-white/90"
          />
        </g>
      );
    case "rails":
      return (
        <g>
          <path d="M0 140c70-20 150-20 220-6s70 6 100 2v64H0z" className={land} />
          <path d="M0 178h320" strokeWidth="4" className="stroke-[#64748b] dark:stroke-[#94a3b8]" />
          <path
            d="M10 186h300"
            strokeWidth="3"
            strokeDasharray="6 10"
            className="stroke-[#92400e]/70 dark:stroke-[#a8a29e]/60"
          />
        </g>
      );
    case "hills":
      return (
        <g>
          <path d="M0 140c50-40 110-40 160-10s110 20 160-12v82H0z" className={land} />
          <path d="M0 170c60-24 140-24 200-6s90 6 120-4v40H0z" className={land2} />
          <g className="fill-[#15803d] dark:fill-[#166534]">
            <circle cx="60" cy="128" r="9" />
            <circle cx="78" cy="124" r="7" />
            <circle cx="270" cy="150" r="8" />
          </g>
        </g>
      );
  }
}

/** The scene of a category, decorative (aria-hidden), scaled to its box. */
export function CategoryArt({ category, className }: { category: CategoryId; className?: string }) {
  const art = categoryArt[category];
  const id = `sky-${category}`;
  return (
    <svg aria-hidden="true" viewBox="0 0 320 200" className={cn("block", className)} data-art={category}>
      <defs>
        <linearGradient id={id} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" className="[stop-color:#dbeafe] dark:[stop-color:#0f1b3d]" />
          <stop
            offset="1"
            className={
              art.scene === "sea"
                ? "[stop-color:#ccfbf1] dark:[stop-color:#0b2230]"
                : "[stop-color:#fff7ed] dark:[stop-color:#1a1630]"
            }
          />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${id})`} />
      {/* the sun by day, a crescent moon by night */}
      <circle cx="262" cy="46" r="20" className="fill-[#fbbf24] dark:fill-[#e2e8f0]" />
      <circle cx="272" cy="40" r="17" className="fill-transparent dark:fill-[#14183a]" />
      <Backdrop scene={art.scene} />
      <circle cx="160" cy="96" r="44" className="fill-white dark:fill-[#111a2e]" />
      <g className={art.badge}>
        <circle cx="160" cy="96" r="44" fill="none" strokeWidth="3" stroke="currentColor" opacity=".25" />
        <svg x="130" y="66" width="60" height="60" viewBox="0 0 24 24" overflow="visible">
          <CategoryIcon name={art.icon} className="size-6" />
        </svg>
      </g>
    </svg>
  );
}
