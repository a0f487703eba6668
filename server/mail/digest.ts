// The daily digest of new notifications (opt-in), in el / en / de, with a one-click
// unsubscribe (RFC 8058: List-Unsubscribe + List-Unsubscribe-Post) that needs no sign-in.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lang } from "../../content/types.ts";
import type { Message } from "./templates.ts";
import { textsOf } from "../i18n.ts";
import { escapeHtml } from "./html.ts";

export interface DigestItem {
  title: string;
  message: string;
}

export interface DigestMessage extends Message {
  headers: Record<string, string>;
}

const texts: Record<
  Lang,
  Record<"subject_one" | "subject_other" | "intro" | "open" | "unsubscribe" | "why", string>
> = {
  el: {
    subject_one: "{{count}} νέα ειδοποίηση στο Taxidaki",
    subject_other: "{{count}} νέες ειδοποιήσεις στο Taxidaki",
    intro: "Οι νέες ειδοποιήσεις σας από χθες:",
    open: "Όλες οι ειδοποιήσεις",
    unsubscribe: "Διακοπή της ημερήσιας σύνοψης",
    why: "Λαμβάνετε αυτό το μήνυμα γιατί ενεργοποιήσατε την ημερήσια σύνοψη με email.",
  },
  en: {
    subject_one: "{{count}} new notification on Taxidaki",
    subject_other: "{{count}} new notifications on Taxidaki",
    intro: "Your new notifications since yesterday:",
    open: "All notifications",
    unsubscribe: "Stop the daily digest",
    why: "You receive this message because you turned on the daily e-mail digest.",
  },
  de: {
    subject_one: "{{count}} neue Benachrichtigung bei Taxidaki",
    subject_other: "{{count}} neue Benachrichtigungen bei Taxidaki",
    intro: "Ihre neuen Benachrichtigungen seit gestern:",
    open: "Alle Benachrichtigungen",
    unsubscribe: "Tägliche Zusammenfassung abbestellen",
    why: "Sie erhalten diese Nachricht, weil Sie die tägliche E-Mail-Zusammenfassung aktiviert haben.",
  },
};

const digestText = textsOf<"subject" | "intro" | "open" | "unsubscribe" | "why">("digest", texts);

/** Texts of the unsubscribe page (GET: confirm with one button; POST: done). */
export const unsubscribePage: Record<
  Lang,
  { title: string; ask: string; button: string; done: string; invalid: string }
> = {
  el: {
    title: "Ημερήσια σύνοψη",
    ask: "Να σταματήσει η ημερήσια σύνοψη ειδοποιήσεων με email;",
    button: "Διακοπή σύνοψης",
    done: "Η ημερήσια σύνοψη σταμάτησε. Μπορείτε να την ενεργοποιήσετε ξανά από το προφίλ σας.",
    invalid:
      "Ο σύνδεσμος δεν ισχύει πια (ίσως είναι από παλαιότερο email). Μπορείτε να διακόψετε τη σύνοψη από τις ρυθμίσεις ειδοποιήσεων του προφίλ σας.",
  },
  en: {
    title: "Daily digest",
    ask: "Stop the daily e-mail digest of notifications?",
    button: "Stop the digest",
    done: "The daily digest is off. You can turn it on again in your profile.",
    invalid:
      "This link is no longer valid (it may be from an older e-mail). You can stop the digest in your profile's notification settings.",
  },
  de: {
    title: "Tägliche Zusammenfassung",
    ask: "Die tägliche E-Mail-Zusammenfassung der Benachrichtigungen abbestellen?",
    button: "Abbestellen",
    done: "Die tägliche Zusammenfassung ist abbestellt. Sie können sie in Ihrem Profil wieder aktivieren.",
    invalid:
      "Dieser Link gilt nicht mehr (vielleicht aus einer älteren E-Mail). Sie können die Zusammenfassung in den Benachrichtigungseinstellungen Ihres Profils abbestellen.",
  },
};

/**
 * The unsubscribe token of a user: an HMAC of the id and of when the digest was last turned on (no
 * table, cannot be guessed). Turning the digest on again makes every older link invalid, so an old
 * e-mail cannot turn it off behind the user's back. A digest on since before that rule (no date)
 * keeps the earlier links.
 */
export function unsubscribeToken(secret: string, userId: string, digestOnAt: Date | null): string {
  const generation = digestOnAt ? `:${digestOnAt.getTime()}` : "";
  return createHmac("sha256", secret).update(`digest-unsubscribe:${userId}${generation}`).digest("base64url");
}

export function checkUnsubscribeToken(secret: string, userId: string, digestOnAt: Date | null, token: string): boolean {
  const a = Buffer.from(unsubscribeToken(secret, userId, digestOnAt));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function unsubscribeUrl(origin: string, secret: string, userId: string, digestOnAt: Date | null): string {
  const u = new URL("/api/mail/unsubscribe", origin);
  u.searchParams.set("u", userId);
  u.searchParams.set("t", unsubscribeToken(secret, userId, digestOnAt));
  return u.toString();
}

export function renderDigest(
  lang: Lang,
  items: DigestItem[],
  links: { notifications: string; unsubscribe: string },
): DigestMessage {
  const t = {
    intro: digestText(lang, "intro"),
    open: digestText(lang, "open"),
    unsubscribe: digestText(lang, "unsubscribe"),
    why: digestText(lang, "why"),
  };
  const shown = items.slice(0, 20);
  const text = [
    t.intro,
    "",
    ...shown.map((i) => `• ${i.title}\n  ${i.message}`),
    "",
    `${t.open}: ${links.notifications}`,
    "",
    `${t.why}`,
    `${t.unsubscribe}: ${links.unsubscribe}`,
    "",
    "— Taxidaki",
  ].join("\n");
  const html = `<!doctype html><html lang="${lang}"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#1e40af">Taxidaki</p>
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(t.intro)}</p>
<ul style="margin:0 0 24px;padding-left:20px;font-size:15px;line-height:1.5">${shown.map((i) => `<li><strong>${escapeHtml(i.title)}</strong><br>${escapeHtml(i.message)}</li>`).join("")}</ul>
<p style="margin:0 0 24px"><a href="${escapeHtml(links.notifications)}" style="display:inline-block;background:#1e40af;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(t.open)}</a></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(t.why)} <a href="${escapeHtml(links.unsubscribe)}" style="color:#1e40af">${escapeHtml(t.unsubscribe)}</a></p>
</div></body></html>`;
  return {
    subject: digestText(lang, "subject", { count: items.length }),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
