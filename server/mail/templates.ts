// Account e-mails in el / en / de. Greek is the source language.
import type { Lang } from "../../content/types.ts";
import { textsOf } from "../i18n.ts";
import { escapeHtml } from "./html.ts";

export type MailKind = "confirm" | "magic-link" | "already-registered";

/** How long a link works, in seconds: Better Auth is configured with these (server/auth.ts). */
export const LINK_LIFETIME_SEC = { confirm: 24 * 3600, "magic-link": 10 * 60 } as const;

/**
 * A lifetime in words, in the mail's language, with the language's plural forms:
 * 3600 → "1 ώρα", 86400 → "24 ώρες", 600 → "10 λεπτά" ("10 minutes", "10 Minuten").
 */
export function lifetimeInWords(seconds: number, lang: Lang): string {
  const [value, unit] = seconds % 3600 === 0 ? [seconds / 3600, "hour"] : [Math.ceil(seconds / 60), "minute"];
  return new Intl.NumberFormat(lang, { style: "unit", unit, unitDisplay: "long" }).format(value);
}

type Part = "subject" | "intro" | "action" | "outro";

export interface Message {
  subject: string;
  text: string;
  html: string;
}

// `{{lifetime}}` is filled from LINK_LIFETIME_SEC, so the words always match the links.
const texts: Record<Lang, Record<MailKind, Record<Part, string>>> = {
  el: {
    confirm: {
      subject: "Επιβεβαιώστε το email σας για το Taxidaki",
      intro: "Καλώς ήρθατε στο Taxidaki! Πατήστε τον σύνδεσμο για να επιβεβαιώσετε το email σας και να συνδεθείτε.",
      action: "Επιβεβαίωση email",
      outro:
        "Ο σύνδεσμος λήγει σε {{lifetime}} και χρησιμοποιείται μία φορά. Αν δεν κάνατε εσείς εγγραφή, αγνοήστε αυτό το μήνυμα.",
    },
    "magic-link": {
      subject: "Ο σύνδεσμος σύνδεσης στο Taxidaki",
      intro: "Πατήστε τον σύνδεσμο για να συνδεθείτε στο Taxidaki χωρίς κωδικό.",
      action: "Σύνδεση",
      outro:
        "Ο σύνδεσμος λήγει σε {{lifetime}} και χρησιμοποιείται μία φορά. Αν δεν τον ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα.",
    },
    "already-registered": {
      subject: "Έχετε ήδη λογαριασμό στο Taxidaki",
      intro: "Κάποιος (ίσως εσείς) προσπάθησε να κάνει εγγραφή με αυτό το email, αλλά υπάρχει ήδη λογαριασμός.",
      action: "Σύνδεση στο Taxidaki",
      outro:
        "Αν ξεχάσατε τον κωδικό σας, συνδεθείτε με σύνδεσμο μέσω email. Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα.",
    },
  },
  en: {
    confirm: {
      subject: "Confirm your email for Taxidaki",
      intro: "Welcome to Taxidaki! Open the link to confirm your email and sign in.",
      action: "Confirm email",
      outro: "The link expires in {{lifetime}} and works once. If you did not sign up, ignore this message.",
    },
    "magic-link": {
      subject: "Your Taxidaki sign-in link",
      intro: "Open the link to sign in to Taxidaki without a password.",
      action: "Sign in",
      outro: "The link expires in {{lifetime}} and works once. If you did not ask for it, ignore this message.",
    },
    "already-registered": {
      subject: "You already have a Taxidaki account",
      intro: "Someone (maybe you) tried to sign up with this email, but an account already exists.",
      action: "Sign in to Taxidaki",
      outro: "Forgot your password? Sign in with an email link instead. If this wasn't you, ignore this message.",
    },
  },
  de: {
    confirm: {
      subject: "Bestätige deine E-Mail-Adresse für Taxidaki",
      intro: "Willkommen bei Taxidaki! Öffne den Link, um deine E-Mail-Adresse zu bestätigen und dich anzumelden.",
      action: "E-Mail bestätigen",
      outro:
        "Der Link ist {{lifetime}} gültig und funktioniert einmal. Wenn du dich nicht registriert hast, ignoriere diese Nachricht.",
    },
    "magic-link": {
      subject: "Dein Anmeldelink für Taxidaki",
      intro: "Öffne den Link, um dich ohne Passwort bei Taxidaki anzumelden.",
      action: "Anmelden",
      outro:
        "Der Link ist {{lifetime}} gültig und funktioniert einmal. Wenn du ihn nicht angefordert hast, ignoriere diese Nachricht.",
    },
    "already-registered": {
      subject: "Du hast bereits ein Taxidaki-Konto",
      intro:
        "Jemand (vielleicht du) wollte sich mit dieser E-Mail-Adresse registrieren, aber es gibt bereits ein Konto.",
      action: "Bei Taxidaki anmelden",
      outro:
        "Passwort vergessen? Melde dich stattdessen mit einem E-Mail-Link an. Wenn du das nicht warst, ignoriere diese Nachricht.",
    },
  },
};

const mailText = textsOf<`${MailKind}.${Part}`>("mail", texts);

export function renderMail(kind: MailKind, lang: Lang, link: string): Message {
  const lifetime = kind === "already-registered" ? "" : lifetimeInWords(LINK_LIFETIME_SEC[kind], lang);
  const part = (p: Part) => mailText(lang, `${kind}.${p}`, { lifetime });
  const t = { subject: part("subject"), intro: part("intro"), action: part("action"), outro: part("outro") };
  const text = `${t.intro}\n\n${t.action}: ${link}\n\n${t.outro}\n\n— Taxidaki`;
  const html = `<!doctype html><html lang="${lang}"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#1e40af">Taxidaki</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(t.intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e40af;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(t.action)}</a></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(t.outro)}</p>
</div></body></html>`;
  return { subject: t.subject, text, html };
}
