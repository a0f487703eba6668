import {
  Anchor,
  ArrowLeftRight,
  Backpack,
  BadgeEuro,
  Bike,
  Car,
  CarTaxiFront,
  Caravan,
  Compass,
  GraduationCap,
  Hotel,
  House,
  Luggage,
  MountainSnow,
  MousePointerClick,
  Plane,
  ShieldPlus,
  Sparkles,
  Ship,
  Smartphone,
  Tent,
  Ticket,
  TrainFront,
  type LucideIcon,
} from "lucide-react";

// Named imports only (tree-shaken): the icons content/categories.ts names.
const icons: Record<string, LucideIcon> = {
  Anchor,
  ArrowLeftRight,
  Backpack,
  BadgeEuro,
  Bike,
  Car,
  CarTaxiFront,
  Caravan,
  Compass,
  GraduationCap,
  Hotel,
  House,
  Luggage,
  MountainSnow,
  MousePointerClick,
  Plane,
  ShieldPlus,
  Ship,
  Smartphone,
  Sparkles,
  Tent,
  Ticket,
  TrainFront,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Compass;
  return <Icon className={className} aria-hidden="true" />;
}
