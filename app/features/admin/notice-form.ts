// The notices panel's form logic: what the console sends to POST /api/v1/admin/notices, and the
// server's field errors in the console's language (the API answers zod's English).
import type { CategoryId } from "~content/types.ts";
import { NOTICE_TYPES, type NoticeInput } from "~core/requests";
import type { AdminMessages } from "~/i18n/admin.el";

export { NOTICE_TYPES };
export const NOTICE_LANGS = ["el", "en", "de"] as const;
type NoticeLang = (typeof NOTICE_LANGS)[number];

export interface NoticeForm {
  type: (typeof NOTICE_TYPES)[number];
  title: Record<NoticeLang, string>;
  message: Record<NoticeLang, string>;
  audience: "all" | "category";
  category: CategoryId | "";
}

/** The request (core/requests.ts), but an unchosen category is sent as is for the server to name. */
export type NoticeBody = Omit<NoticeInput, "audience"> & {
  audience: NoticeInput["audience"] | { category: CategoryId | "" };
};

export const emptyNotice = (): NoticeForm => ({
  type: "info",
  title: { el: "", en: "", de: "" },
  message: { el: "", en: "", de: "" },
  audience: "all",
  category: "",
});

/** Trimmed texts; an empty English or German text is left out (the reader then gets Greek). */
function localized(texts: Record<NoticeLang, string>): NoticeBody["title"] {
  const out: NoticeBody["title"] = { el: texts.el.trim() };
  for (const l of ["en", "de"] as const) if (texts[l].trim()) out[l] = texts[l].trim();
  return out;
}

export function noticeBody(form: NoticeForm): NoticeBody {
  return {
    type: form.type,
    title: localized(form.title),
    message: localized(form.message),
    // An unchosen category is sent as is: the server names the field.
    audience: form.audience === "all" ? "all" : { category: form.category },
  };
}

/**
 * The notice as a reader of `lang` will see it: the server gives each reader the title and the
 * message of their language, each apart, or the Greek one when that language has none.
 */
export function noticeAsSeen(
  body: NoticeBody,
  lang: NoticeLang,
): { title: string; message: string; greekTitle: boolean; greekMessage: boolean } {
  return {
    title: body.title[lang] ?? body.title.el,
    message: body.message[lang] ?? body.message.el,
    greekTitle: lang !== "el" && body.title[lang] === undefined,
    greekMessage: lang !== "el" && body.message[lang] === undefined,
  };
}

/** Where an error shows: a control of the form, or the form as a whole. */
export type NoticeField = "type" | `title.${NoticeLang}` | `message.${NoticeLang}` | "audience" | "form";

/**
 * The server's `fields` (zod paths such as "title.el", "audience.category", "title") as the console's messages per
 * control.
 */
export function noticeFieldErrors(
  fields: Record<string, string>,
  m: AdminMessages["notices"],
): Partial<Record<NoticeField, string>> {
  const out: Partial<Record<NoticeField, string>> = {};
  for (const [path, serverText] of Object.entries(fields)) {
    const [head, sub] = path.split(".");
    if (head === "type") out.type ??= m.errors.type;
    else if (head === "audience") out.audience ??= m.errors.audience;
    else if (head === "title" || head === "message") {
      const lang: NoticeLang = sub === "en" || sub === "de" ? sub : "el";
      const text = lang === "el" ? m.errors[`${head}El`] : m.errors[`${head}Other`];
      out[`${head}.${lang}`] ??= text;
    } else out.form ??= serverText;
  }
  return out;
}
