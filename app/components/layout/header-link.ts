/** The shape of a link or button in the blue header (focus ring in white on the header's blue). */
export const headerLink =
  "inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-xl text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";
