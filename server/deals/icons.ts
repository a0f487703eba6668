// The lucide icons the server draws into the live deals pages (server/deals/live-deals-html.ts): the
// category art (content/categories.ts names them) and the few the cards and pager use. Each is
// imported from its own module: under Node, `import { icons } from "lucide-react"` loads the
// whole CommonJS map of ~2 000 icons at start (decision 040).
import Anchor from "lucide-react/icons/anchor";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowLeftRight from "lucide-react/icons/arrow-left-right";
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Backpack from "lucide-react/icons/backpack";
import BadgeEuro from "lucide-react/icons/badge-euro";
import BadgePercent from "lucide-react/icons/badge-percent";
import Bike from "lucide-react/icons/bike";
import CalendarDays from "lucide-react/icons/calendar-days";
import Car from "lucide-react/icons/car";
import CarTaxiFront from "lucide-react/icons/car-taxi-front";
import Caravan from "lucide-react/icons/caravan";
import Clock from "lucide-react/icons/clock";
import Compass from "lucide-react/icons/compass";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Hotel from "lucide-react/icons/hotel";
import House from "lucide-react/icons/house";
import Luggage from "lucide-react/icons/luggage";
import MountainSnow from "lucide-react/icons/mountain-snow";
import Plane from "lucide-react/icons/plane";
import Search from "lucide-react/icons/search";
import SearchX from "lucide-react/icons/search-x";
import ShieldPlus from "lucide-react/icons/shield-plus";
import Ship from "lucide-react/icons/ship";
import Smartphone from "lucide-react/icons/smartphone";
import Sparkles from "lucide-react/icons/sparkles";
import Tent from "lucide-react/icons/tent";
import Ticket from "lucide-react/icons/ticket";
import TrainFront from "lucide-react/icons/train-front";

/** By lucide's PascalCase name, as content/categories.ts writes it. */
export const serverIcons = {
  Anchor,
  ArrowLeft,
  ArrowLeftRight,
  ArrowRight,
  ArrowUpRight,
  Backpack,
  BadgeEuro,
  BadgePercent,
  Bike,
  CalendarDays,
  Car,
  CarTaxiFront,
  Caravan,
  Clock,
  Compass,
  GraduationCap,
  Hotel,
  House,
  Luggage,
  MountainSnow,
  Plane,
  Search,
  SearchX,
  ShieldPlus,
  Ship,
  Smartphone,
  Sparkles,
  Tent,
  Ticket,
  TrainFront,
};
