// Operator-facing messages of the deals service (API validation, import preview, CLI), in el/en/de.
import { LANGS, type Lang } from "../../content/types.ts";
import { textsOf } from "../i18n.ts";

const messages = {
  required: { el: "Υποχρεωτικό πεδίο", en: "Required", de: "Pflichtfeld" },
  too_long: {
    el: "Πολύ μεγάλο κείμενο (έως {{max}} χαρακτήρες)",
    en: "Too long ({{max}} characters at most)",
    de: "Zu lang (höchstens {{max}} Zeichen)",
  },
  date_invalid: {
    el: "Μη έγκυρη ημερομηνία «{{value}}» (γράψε 31/12/2026 ή 2026-12-31)",
    en: "Invalid date “{{value}}” (write 31/12/2026 or 2026-12-31)",
    de: "Ungültiges Datum „{{value}}“ (schreibe 31/12/2026 oder 2026-12-31)",
  },
  date_past: {
    el: "Η ημερομηνία {{value}} έχει ήδη περάσει",
    en: "The date {{value}} is in the past",
    de: "Das Datum {{value}} liegt in der Vergangenheit",
  },
  starts_after_expiry: {
    el: "Η έναρξη είναι μετά τη λήξη",
    en: "The start date is after the expiry date",
    de: "Der Beginn liegt nach dem Ablaufdatum",
  },
  partner_unknown: {
    el: "Άγνωστος συνεργάτης «{{value}}» (γράψε το id του καταλόγου, π.χ. booking)",
    en: "Unknown partner “{{value}}” (use the catalogue id, e.g. booking)",
    de: "Unbekannter Partner „{{value}}“ (nutze die Katalog-ID, z. B. booking)",
  },
  category_unknown: {
    el: "Άγνωστη κατηγορία «{{value}}»",
    en: "Unknown category “{{value}}”",
    de: "Unbekannte Kategorie „{{value}}“",
  },
  url_invalid: {
    el: "Μη έγκυρος σύνδεσμος: πρέπει να ξεκινά με https://",
    en: "Invalid link: it must start with https://",
    de: "Ungültiger Link: er muss mit https:// beginnen",
  },
  url_host: {
    el: "Ο σύνδεσμος πρέπει να είναι στο {{host}} του συνεργάτη, όχι στο {{value}}",
    en: "The link must be on the partner's host {{host}}, not {{value}}",
    de: "Der Link muss auf dem Host des Partners {{host}} liegen, nicht auf {{value}}",
  },
  url_port: {
    el: "Ο σύνδεσμος πρέπει να είναι στην προεπιλεγμένη θύρα του συνεργάτη (https, χωρίς «:{{value}}»)",
    en: "The link must use the partner's default port (https, without “:{{value}}”)",
    de: "Der Link muss den Standardport des Partners verwenden (https, ohne „:{{value}}“)",
  },
  price_invalid: {
    el: "Μη έγκυρη τιμή «{{value}}» (π.χ. 49,90)",
    en: "Invalid price “{{value}}” (e.g. 49.90)",
    de: "Ungültiger Preis „{{value}}“ (z. B. 49,90)",
  },
  price_was_low: {
    el: "Η αρχική τιμή πρέπει να είναι μεγαλύτερη από την τιμή «από»",
    en: "The “was” price must be higher than the “from” price",
    de: "Der alte Preis muss höher sein als der Ab-Preis",
  },
  image_host: {
    el: "Εικόνες από το {{value}} δεν επιτρέπονται: ανέβασε την εικόνα από την κονσόλα",
    en: "Images from {{value}} are not allowed: upload the image in the console",
    de: "Bilder von {{value}} sind nicht erlaubt: lade das Bild in der Konsole hoch",
  },
  image_invalid: {
    el: "Η εικόνα δεν είναι JPEG, PNG, WebP, GIF ή AVIF",
    en: "The image is not a JPEG, PNG, WebP, GIF or AVIF",
    de: "Das Bild ist kein JPEG, PNG, WebP, GIF oder AVIF",
  },
  image_too_large: {
    el: "Η εικόνα είναι πάνω από {{max}} MB",
    en: "The image is over {{max}} MB",
    de: "Das Bild ist größer als {{max}} MB",
  },
  image_fetch: {
    el: "Η εικόνα δεν κατέβηκε από {{value}}",
    en: "The image could not be fetched from {{value}}",
    de: "Das Bild konnte nicht von {{value}} geladen werden",
  },
  image_budget: {
    el: "Η εικόνα δεν κατέβηκε: ο χρόνος της εισαγωγής για εικόνες ({{max}} δευτ.) τελείωσε· ανέβασέ την από την κονσόλα ή δοκίμασε ξανά",
    en: "The image was not fetched: the import's time for images ({{max}} s) ran out; upload it in the console or try again",
    de: "Das Bild wurde nicht geladen: die Zeit des Imports für Bilder ({{max}} s) ist abgelaufen; lade es in der Konsole hoch oder versuche es erneut",
  },
  duplicate: {
    el: "Ο ίδιος τίτλος υπάρχει ήδη στη γραμμή {{row}}",
    en: "The same title is already on row {{row}}",
    de: "Derselbe Titel steht schon in Zeile {{row}}",
  },
  title_taken: {
    el: "Υπάρχει ήδη προσφορά με αυτόν τον τίτλο",
    en: "A deal with this title already exists",
    de: "Es gibt schon ein Angebot mit diesem Titel",
  },
  file_type: {
    el: "Ο τύπος του αρχείου δεν υποστηρίζεται: ανέβασε υπολογιστικό φύλλο .xlsx ή .csv",
    en: "This type of file is not supported: upload an .xlsx or .csv spreadsheet",
    de: "Dieser Dateityp wird nicht unterstützt: lade eine .xlsx- oder .csv-Tabelle hoch",
  },
  file_malformed: {
    el: "Το υπολογιστικό φύλλο είναι κακοσχηματισμένο: αποθήκευσέ το ξανά ως .xlsx ή .csv και δοκίμασε ξανά",
    en: "The spreadsheet is malformed: save it again as .xlsx or .csv and try again",
    de: "Die Tabelle ist fehlerhaft aufgebaut: speichere sie erneut als .xlsx oder .csv und versuche es noch einmal",
  },
  file_empty: {
    el: "Το φύλλο δεν έχει γραμμές προσφορών",
    en: "The sheet has no deal rows",
    de: "Die Tabelle enthält keine Angebotszeilen",
  },
  columns_missing: {
    el: "Λείπουν υποχρεωτικές στήλες: {{value}}",
    en: "Required columns are missing: {{value}}",
    de: "Pflichtspalten fehlen: {{value}}",
  },
  too_many_rows: {
    el: "Το αρχείο έχει {{value}} γραμμές· το όριο είναι {{max}}",
    en: "The file has {{value}} rows; the limit is {{max}}",
    de: "Die Datei hat {{value}} Zeilen; die Grenze ist {{max}}",
  },
  file_too_large: {
    el: "Το αρχείο είναι πολύ μεγάλο (έως {{max}} MB)",
    en: "The file is too large ({{max}} MB at most)",
    de: "Die Datei ist zu groß (höchstens {{max}} MB)",
  },
  file_unzipped_too_large: {
    el: "Το υπολογιστικό φύλλο είναι πολύ μεγάλο όταν αποσυμπιεστεί (έως {{max}} MB)",
    en: "The spreadsheet is too large once unpacked ({{max}} MB at most)",
    de: "Die Tabelle ist entpackt zu groß (höchstens {{max}} MB)",
  },
  too_many_rows_over: {
    el: "Το αρχείο έχει περισσότερες από {{max}} γραμμές· το όριο είναι {{max}}",
    en: "The file has more than {{max}} rows; the limit is {{max}}",
    de: "Die Datei hat mehr als {{max}} Zeilen; die Grenze ist {{max}}",
  },
  too_many_columns: {
    el: "Η γραμμή {{row}} έχει κελιά ως τη στήλη {{value}}· το όριο είναι {{max}} στήλες (A έως {{last}})",
    en: "Row {{row}} has cells as far as column {{value}}; the limit is {{max}} columns (A to {{last}})",
    de: "Zeile {{row}} hat Zellen bis Spalte {{value}}; die Grenze ist {{max}} Spalten (A bis {{last}})",
  },
  cell_too_long: {
    el: "Ένα κελί{{cell}} έχει πάνω από {{max}} χαρακτήρες· αυτό είναι το όριο για κάθε κελί",
    en: "A cell{{cell}} holds more than {{max}} characters, the limit for any cell",
    de: "Eine Zelle{{cell}} enthält mehr als {{max}} Zeichen, die Grenze für jede Zelle",
  },
  import_busy: {
    el: "Μια άλλη εισαγωγή διαβάζεται αυτή τη στιγμή: δοκίμασε ξανά όταν τελειώσει",
    en: "Another import is being read right now: try again when it has finished",
    de: "Gerade wird ein anderer Import gelesen: versuche es erneut, wenn er fertig ist",
  },
  upload_not_multipart: {
    el: "Στείλε το αρχείο ως multipart/form-data (πεδίο «file»)",
    en: "Send the file as multipart/form-data (field “file”)",
    de: "Sende die Datei als multipart/form-data (Feld „file“)",
  },
  file_missing: {
    el: "Επίλεξε ένα αρχείο (πεδίο «file»)",
    en: "Choose a file (field “file”)",
    de: "Wähle eine Datei (Feld „file“)",
  },
} satisfies Record<string, Record<Lang, string>>;

export type MessageCode = keyof typeof messages;

export interface Problem {
  code: MessageCode;
  params?: Record<string, string | number>;
}

/** The most characters of a value given by the operator (a cell, a title) that a message or a preview repeats. */
export const ECHO_MAX = 200;

/** A value cut to ECHO_MAX characters, with an ellipsis when cut (never inside a surrogate pair). */
export function clip(value: string, max = ECHO_MAX): string {
  if (value.length <= max) return value;
  let end = max - 1;
  const c = value.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${value.slice(0, end)}…`;
}

const byLang = (lang: Lang) => Object.fromEntries(Object.entries(messages).map(([code, m]) => [code, m[lang]]));
const text = textsOf<MessageCode>(
  "deal-messages",
  Object.fromEntries(LANGS.map((lang) => [lang, byLang(lang)])) as Record<Lang, object>,
);

/**
 * The message for a problem in the operator's language; a value the operator gave is repeated at most ECHO_MAX
 * characters long.
 */
export function message(p: Problem, lang: Lang): string {
  const values = Object.fromEntries(Object.entries(p.params ?? {}).map(([k, v]) => [k, clip(String(v))]));
  return text(lang, p.code, values, "");
}
