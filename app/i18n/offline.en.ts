import type { offlineEl } from "./offline.el.ts";

export const offlineEn: typeof offlineEl = {
  copyFrom: "Offline copy from {{date}}",
  copyHint: "No connection: this is what was saved on this device. Changes can be made once you are back online.",
  none: "No connection: no copy was saved on this device.",
  noneHint: "This page needs a connection; it will load once you are back online.",
  writeRefused: "No connection: the change was not saved. Try again when you are back online.",
};
