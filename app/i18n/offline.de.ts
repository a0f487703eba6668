import type { offlineEl } from "./offline.el.ts";

export const offlineDe: typeof offlineEl = {
  copyFrom: "Offline-Kopie vom {{date}}",
  copyHint:
    "Keine Verbindung: Du siehst, was auf diesem Gerät gespeichert wurde. Änderungen sind möglich, sobald du wieder online bist.",
  none: "Keine Verbindung: Auf diesem Gerät ist keine Kopie gespeichert.",
  noneHint: "Diese Seite braucht eine Verbindung; sie lädt, sobald du wieder online bist.",
  writeRefused:
    "Keine Verbindung: Die Änderung wurde nicht gespeichert. Versuche es erneut, wenn du wieder online bist.",
};
