// The page models' types (computed at build time by the routes' loaders, core/guides/pages.ts).
export type { GuideModel, RouteModel } from "~core/guides/pages";
