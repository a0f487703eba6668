/** The header's unread badge: "9+" above nine (SPEC §9); null when nothing is unread. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? "9+" : String(unread);
}
